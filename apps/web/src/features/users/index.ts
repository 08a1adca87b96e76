/** The users page (Pengguna, /setting/users); the settings routes mount it. */
export { UsersPage } from "./components/UsersPage";
