export { AnnouncementsMegaphone } from "./components/AnnouncementsMegaphone";
