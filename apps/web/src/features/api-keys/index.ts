/** The Integrasi page (API keys); the settings routes mount it. */
export { ApiKeysPage } from "./components/ApiKeysPage";
