/**
 * The codec protocols' catalogue: what forms, the web and the configuration need to know of each, without its codec
 * (the web bundles this; registry.ts joins each line to its codec for the server). One line per protocol
 * (docs/protocols.md).
 */
export const TRACKER_VENDORS = [
  {
    vendorType: "teltonika",
    label: "Teltonika",
    defaultPort: 5027,
    portEnv: "TELTONIKA_PORT",
    udp: true,
    takesCommands: true,
    reboots: true,
  },
  {
    vendorType: "h02",
    label: "H02",
    defaultPort: 5013,
    portEnv: "H02_PORT",
    udp: false,
    takesCommands: true,
  },
  {
    vendorType: "gps103",
    label: "GPS103 (Coban/TK103)",
    defaultPort: 5001,
    portEnv: "GPS103_PORT",
    udp: false,
    takesCommands: true,
  },
  {
    vendorType: "meitrack",
    label: "Meitrack",
    defaultPort: 5020,
    portEnv: "MEITRACK_PORT",
    udp: false,
    takesCommands: true,
    reboots: true,
  },
  {
    vendorType: "ruptela",
    label: "Ruptela",
    defaultPort: 5046,
    portEnv: "RUPTELA_PORT",
    udp: false,
    takesCommands: true,
    reboots: true,
  },
  {
    vendorType: "gl200",
    label: "Queclink GL200 (@Track)",
    defaultPort: 5004,
    portEnv: "GL200_PORT",
    udp: true,
    takesCommands: true,
    reboots: true,
  },
  {
    vendorType: "suntech",
    label: "Suntech ST300/ST600/ST4300",
    defaultPort: 5011,
    portEnv: "SUNTECH_PORT",
    udp: false,
    takesCommands: true,
    reboots: true,
  },
] as const satisfies readonly TrackerVendor[];

/** A tracker protocol served by the shared gateway, as the forms and the configuration know it. */
export interface TrackerVendor {
  vendorType: string;
  /** the name shown in the device forms and the gateway's log */
  label: string;
  /** the port the leading open-source server uses, so a fleet repoints its devices by changing only the host */
  defaultPort: number;
  /** environment variable overriding the port */
  portEnv: string;
  /** also served over UDP on the same port */
  udp: boolean;
  /** its codec writes operator commands (registry.test.ts checks this against the codec) */
  takesCommands: boolean;
  /** its codec writes the reboot command (registry.test.ts checks this against the codec) */
  reboots?: boolean;
}

export type TrackerVendorType = (typeof TRACKER_VENDORS)[number]["vendorType"];

export const TRACKER_VENDOR_TYPES: readonly TrackerVendorType[] = TRACKER_VENDORS.map(
  (vendor) => vendor.vendorType,
);

/** The device takes operator commands (locate, engine cut and restore, custom text): GT06 and codecs with commands. */
export const takesDeviceCommands = (vendorType: string | null | undefined): boolean =>
  vendorType === "gt06" ||
  TRACKER_VENDORS.some((vendor) => vendor.vendorType === vendorType && vendor.takesCommands);

/** The device takes the reboot command: GT06 (RESET#) and the codecs that write one. */
export const takesRebootCommand = (vendorType: string | null | undefined): boolean =>
  vendorType === "gt06" ||
  (TRACKER_VENDORS as readonly TrackerVendor[]).some(
    (vendor) => vendor.vendorType === vendorType && vendor.reboots === true,
  );

/**
 * Every registered tracker protocol's port variable set to 0 (any free port): for servers started by tests and
 * benchmarks, which must not take the protocols' fixed default ports (parallel runs would collide).
 */
export const ANY_FREE_TRACKER_PORTS: Readonly<Record<string, string>> = Object.fromEntries(
  TRACKER_VENDORS.map(({ portEnv }) => [portEnv, "0"]),
);
