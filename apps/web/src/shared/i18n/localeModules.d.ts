/** Cuts of a locale file (apps/web/build/localeSectionsPlugin.ts, vite.config.ts). */
declare module "*.json?boot" {
  const texts: { [key: string]: string | typeof texts };
  export default texts;
}
declare module "*.json?shell" {
  const texts: { [key: string]: string | typeof texts };
  export default texts;
}
declare module "*.json?pages" {
  const texts: { [key: string]: string | typeof texts };
  export default texts;
}
declare module "*.json?liveView" {
  const texts: { [key: string]: string | typeof texts };
  export default texts;
}
