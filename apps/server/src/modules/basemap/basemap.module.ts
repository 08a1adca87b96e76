import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { basemapRoutes } from "./basemap.routes.js";
import { OFFLINE_BASEMAP_DETAIL_ZOOM } from "./basemapStyle.js";
import { BasemapTiles } from "./basemapTiles.js";
import { openPmtilesArchive } from "./pmtilesArchive.js";

const provide = ({ config }: ModuleHost) => {
  const pmtiles = config.pmtilesPath ? openPmtilesArchive(config.pmtilesPath) : Promise.resolve(undefined);
  // the routes await it: a bad archive stops the start there with the reason, like a bad setting does
  pmtiles.catch(() => {});
  return {
    basemap: {
      pmtiles,
      /** the deepest zoom the basemap has detail for; null when an external style decides */
      async detailMaxZoom() {
        if (config.mapStyleUrl) return null;
        return (await pmtiles)?.header.maxZoom ?? OFFLINE_BASEMAP_DETAIL_ZOOM;
      },
    },
  };
};

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    basemap: ReturnType<typeof provide>;
  }
}

export const basemapModule = defineModule({
  name: "basemap",
  dependsOn: [],
  provides: provide,
  async routes(app, { basemap }, _deps, { config }) {
    const pmtiles = await basemap.pmtiles;
    if (pmtiles) app.addHook("onClose", () => pmtiles.close());
    const tiles = new BasemapTiles();
    app.addHook("onClose", () => tiles.close());
    // the offline basemap's tile worker starts once the server listens, not on a phone's first request
    if (!pmtiles && !config.mapStyleUrl) app.addHook("onListen", () => tiles.warm());
    await basemapRoutes(app, { tiles, pmtiles });
  },
});
