import { alertIconUrl } from "./alertCatalogue.js";
import { ADAS_ALERT_CODES, ALERT_CODE, DMS_ALERT_CODES } from "./alertCodeNumbers.js";

/** Onboarding templates are all of category 'Recommendation' (docs/spec/alert-center-and-shell.md §7 call 5). */
export const ALERT_RULE_TEMPLATE_CATEGORY = "Recommendation";

export interface AlertRuleTemplateDefinition {
  templateId: number;
  category: string;
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string;
  descriptionEng: string;
  iconUrl: string;
  /** checked in the wizard */
  defaultAlertCodes: number[];
  /** offered unchecked */
  additionalAlertCodes: number[];
}

const A = ALERT_CODE;

const without = (codes: readonly number[], excluded: readonly number[]) =>
  codes.filter((code) => !excluded.includes(code));

export const ALERT_RULE_TEMPLATES: readonly AlertRuleTemplateDefinition[] = [
  {
    templateId: 1,
    category: ALERT_RULE_TEMPLATE_CATEGORY,
    nameIdn: "Keselamatan berkendara",
    nameEng: "Driving safety",
    descriptionIdn: "Pantau kecepatan berlebih, manuver mendadak dan pengemudi yang terlalu lama mengemudi.",
    descriptionEng: "Watch overspeed, harsh manoeuvres and drivers who drive too long.",
    iconUrl: alertIconUrl("speed"),
    defaultAlertCodes: [A.overspeed, A.harshAcceleration, A.harshBraking, A.harshTurn, A.continuousDriving],
    additionalAlertCodes: [A.accident],
  },
  {
    templateId: 2,
    category: ALERT_RULE_TEMPLATE_CATEGORY,
    nameIdn: "Keamanan",
    nameEng: "Security",
    descriptionIdn:
      "Ketahui segera saat tombol SOS ditekan, daya diputus, perangkat disabotase atau terjadi kecelakaan.",
    descriptionEng:
      "Know at once when SOS is pressed, power is cut, the device is tampered with or there is an accident.",
    iconUrl: alertIconUrl("sos"),
    defaultAlertCodes: [A.sos, A.powerCut, A.tampering, A.accident],
    additionalAlertCodes: [A.geofenceEnter, A.geofenceExit],
  },
  {
    templateId: 3,
    category: ALERT_RULE_TEMPLATE_CATEGORY,
    nameIdn: "Operasional",
    nameEng: "Operations",
    descriptionIdn: "Kendalikan idle, parkir terlalu lama dan perangkat offline.",
    descriptionEng: "Keep idling, long parking and offline devices in check.",
    iconUrl: alertIconUrl("idle"),
    defaultAlertCodes: [A.idle, A.parking, A.offline],
    additionalAlertCodes: [A.geofenceEnter, A.geofenceExit, A.notMovedForDays, A.noDataForDays],
  },
  {
    templateId: 4,
    category: ALERT_RULE_TEMPLATE_CATEGORY,
    nameIdn: "DMS",
    nameEng: "DMS",
    descriptionIdn: "Peringatan kamera pemantau pengemudi: kantuk, tidak fokus, merokok, menelepon.",
    descriptionEng: "Driver monitoring camera alerts: drowsiness, distraction, smoking, phone use.",
    iconUrl: alertIconUrl("dms"),
    defaultAlertCodes: [A.dmsEyesClosed, A.dmsYawning, A.dmsDistraction, A.dmsPhoneCall, A.dmsFatigue],
    additionalAlertCodes: without(DMS_ALERT_CODES, [
      A.dmsEyesClosed,
      A.dmsYawning,
      A.dmsDistraction,
      A.dmsPhoneCall,
      A.dmsFatigue,
    ]),
  },
  {
    templateId: 5,
    category: ALERT_RULE_TEMPLATE_CATEGORY,
    nameIdn: "ADAS",
    nameEng: "ADAS",
    descriptionIdn: "Peringatan kamera bantuan pengemudi: tabrakan depan, keluar jalur, jarak terlalu dekat.",
    descriptionEng: "Driver assistance camera alerts: forward collision, lane departure, close headway.",
    iconUrl: alertIconUrl("adas"),
    defaultAlertCodes: [A.adasForwardCollision, A.adasLaneDeparture, A.adasHeadwayTooClose],
    additionalAlertCodes: without(ADAS_ALERT_CODES, [
      A.adasForwardCollision,
      A.adasLaneDeparture,
      A.adasHeadwayTooClose,
    ]),
  },
  {
    templateId: 6,
    category: ALERT_RULE_TEMPLATE_CATEGORY,
    nameIdn: "Sensor",
    nameEng: "Sensors",
    descriptionIdn: "Pantau bahan bakar dan suhu muatan.",
    descriptionEng: "Watch fuel and cargo temperature.",
    iconUrl: alertIconUrl("fuel"),
    defaultAlertCodes: [A.fuelGain, A.fuelLoss],
    additionalAlertCodes: [A.temperatureHigh, A.temperatureLow, A.lowBattery],
  },
];

export function alertRuleTemplate(templateId: number): AlertRuleTemplateDefinition | undefined {
  return ALERT_RULE_TEMPLATES.find((template) => template.templateId === templateId);
}
