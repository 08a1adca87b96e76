export { fileUploadRoute, imageUploadRoute } from "./imageUpload.routes.js";
export type { UploadStore } from "./uploadStore.js";
