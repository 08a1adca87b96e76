import "@fontsource-variable/inter";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "virtual:theme-variables.css";
import "./shared/theme/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { i18nReady } from "./shared/i18n/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
