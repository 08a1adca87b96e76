export { imageUploadRoute } from "./imageUpload.routes.js";
