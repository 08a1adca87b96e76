import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // every module brings its own tables
  schema: "./src/modules/*/*.tables.ts",
  out: "./drizzle",
  casing: "snake_case",
});
