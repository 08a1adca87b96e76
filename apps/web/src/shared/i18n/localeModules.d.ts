/** A locale file's boot sections (apps/web/build/localeSectionsPlugin.ts). */
declare module "*.json?boot" {
  const texts: { [key: string]: string | typeof texts };
  export default texts;
}
