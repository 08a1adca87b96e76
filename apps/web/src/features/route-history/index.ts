export { TrackAtTime } from "./components/TrackAtTime";
