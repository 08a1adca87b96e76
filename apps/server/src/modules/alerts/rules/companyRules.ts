import type { CompanyTimeZone, EngineRule, VehicleContext } from "@armada/domain";

/** A rule as the engine runtime holds it: what the evaluators need and what the raw alert copies. */
export interface CachedRule extends EngineRule {
  companyId: number;
  isUrgent: boolean;
  isImportant: boolean;
  autoPopup: boolean;
  /** contacts with a phone number, when the rule sends WhatsApp messages */
  whatsappContacts: { contactId: number; phoneNumber: string }[];
}

export interface VehicleInfo {
  vehicleId: number;
  licensePlate: string;
  driverId: number | null;
  /** the vendor type (gt06, osmand, bsj, ...) of its GPS tracker, or of its only device */
  vendorType: string | null;
  /** the vendor type of its dashcam (the device beside the tracker, else its only device) */
  dashcamVendorType: string | null;
  /** its fuel gain/loss (13, 14) come from the refuel/drain detector (it has a tank capacity), not the engine */
  fuelDetected: boolean;
  context: VehicleContext;
}

/** One company's active rules, indexed by the vehicles they cover, and its vehicles. */
export interface CompanyRules {
  companyId: number;
  /** the company's zone: rule schedules and the times in its WhatsApp texts */
  timeZone: CompanyTimeZone;
  rules: CachedRule[];
  /** the rules covering a vehicle, lowest id first (empty when none) */
  rulesFor(vehicleId: number): readonly CachedRule[];
  /**
   * the rules the engine evaluates on a vehicle's positions: `rulesFor` less the fuel gain and loss rules of a
   * vehicle with a tank capacity, whose alerts come from the refuel/drain detector (costs' fuel alert worker)
   */
  positionRulesFor(vehicleId: number): readonly CachedRule[];
  vehicle(vehicleId: number): VehicleInfo | undefined;
}
