import { postFile } from "./postFile";

/**
 * Uploads a file as the raw body to an upload endpoint (`/api/console/uploads`, `/api/driver/uploads`); the server
 * checks its type by its bytes and answers its URL. A network failure is an ApiError with errorName NetworkError.
 */
export async function uploadFile(path: string, file: Blob): Promise<string> {
  return (await postFile<{ url: string }>(path, file)).url;
}
