import { lazy } from "react";

/** The address picker (place search, saved addresses, a pin on the map), loaded with its map when shown. */
export const AddressPicker = lazy(() => import("./components/AddressPicker"));
