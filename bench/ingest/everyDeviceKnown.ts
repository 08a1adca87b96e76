/**
 * A gateway sink's device lookup that knows every IMEI, for benches of a gateway alone: a stable id per IMEI (a
 * JT/T 808 authentication code is made from it), one company, the protocol's vendor type.
 */
export function everyDeviceKnown(protocol: string) {
  const ids = new Map<string, number>();
  const idOf = (imei: string) => ids.get(imei) ?? (ids.set(imei, ids.size + 1).size as number);
  return async (imei: string) => ({
    deviceId: idOf(imei),
    imei,
    companyId: 1,
    vehicleId: idOf(imei),
    vendorType: protocol,
    model: null,
    lenientFraming: false,
    slot: "tracker" as const,
    twoDevices: false,
  });
}
