export { imageUploadRoute } from "./imageUpload.routes.js";
export type { UploadStore } from "./uploadStore.js";
