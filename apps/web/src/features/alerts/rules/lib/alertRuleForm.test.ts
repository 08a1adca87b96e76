import { describe, expect, it } from "vitest";
import type { AlertRule } from "../api/alertRules";
import {
  defaultThresholds,
  formPathOfInputField,
  formToInput,
  ruleToForm,
  validateAlertRuleForm,
} from "./alertRuleForm";

const base = () => ({
  ...ruleToForm(null),
  label: "Ngebut tol",
  alertCode: "8",
  thresholds: defaultThresholds(8),
});

describe("alert rule form", () => {
  it("starts overspeed at 80 km/h for 60 seconds and sends the stored units", () => {
    const input = formToInput(base());
    expect(input).toMatchObject({ alertCode: 8, maxThreshold: 80, minThresholdTime: 60, minThreshold: null });
    expect(validateAlertRuleForm(base())).toEqual({});
  });

  it("converts days to minutes (15/16) and hours to seconds (117) on the way out and back", () => {
    const days = formToInput({
      ...base(),
      alertCode: "16",
      thresholds: { maxThreshold: "", minThreshold: 2, minThresholdTime: "" },
    });
    expect(days.minThreshold).toBe(2880);
    const hours = formToInput({
      ...base(),
      alertCode: "117",
      thresholds: { maxThreshold: "", minThreshold: "", minThresholdTime: 5 },
    });
    expect(hours.minThresholdTime).toBe(18_000);
    const rule = {
      ...(hours as unknown as AlertRule),
      alertCode: 117,
      dayOfWeek: [],
      geofences: [],
      vehicles: [],
      vgroups: [],
      users: [],
      contactRecipients: [],
      isInsideGeofence: true,
      alertCountWindow: 600,
    };
    const back = ruleToForm(rule);
    expect(back.thresholds.minThresholdTime).toBe(5);
    expect(back.alertCountWindow).toBe(10);
  });

  it("asks for the label, the code and the thresholds in Indonesian keys", () => {
    const errors = validateAlertRuleForm({
      ...base(),
      label: "  ",
      thresholds: { maxThreshold: "", minThreshold: "", minThresholdTime: -1 },
    });
    expect(errors).toMatchObject({
      label: "labelRequired",
      "thresholds.maxThreshold": "thresholdRequired",
      "thresholds.minThresholdTime": "thresholdTooLow",
    });
    expect(validateAlertRuleForm({ ...base(), alertCode: null }).alertCode).toBe("alertCodeRequired");
  });

  it("checks schedule, geofences, contacts and the count window", () => {
    const errors = validateAlertRuleForm({
      ...base(),
      withSchedule: true,
      dayOfWeek: [],
      startTime: "25:00",
      withGeofence: true,
      geofenceIds: [],
      contacts: [
        { label: "", channel: "whatsapp", value: "12" },
        { label: "Pak Budi", channel: "email", value: "budi@" },
      ],
      alertCountThreshold: 3,
      alertCountWindow: "",
    });
    expect(errors).toMatchObject({
      dayOfWeek: "daysRequired",
      startTime: "timeInvalid",
      geofenceIds: "geofencesRequired",
      "contacts.0.label": "contactLabelRequired",
      "contacts.0.value": "phoneInvalid",
      "contacts.1.value": "emailInvalid",
      alertCountWindow: "windowRequired",
    });
  });

  it("needs a WhatsApp contact to send WhatsApp to contacts, and sends it in +62 form", () => {
    expect(validateAlertRuleForm({ ...base(), notifyContacts: true }).notifyContacts).toBe(
      "whatsappContactRequired",
    );
    const values = {
      ...base(),
      notifyContacts: true,
      contacts: [{ label: "Pool", channel: "whatsapp" as const, value: "0812-3456-7890" }],
    };
    expect(validateAlertRuleForm(values)).toEqual({});
    expect(formToInput(values).contactRecipients).toEqual([{ label: "Pool", phoneNumber: "+6281234567890" }]);
  });

  it("sends no schedule or geofences when they are switched off", () => {
    const input = formToInput({ ...base(), withSchedule: false, withGeofence: false, geofenceIds: ["4"] });
    expect(input).toMatchObject({ dayOfWeek: [], startTime: null, geofenceIds: [] });
  });
});

describe("formPathOfInputField", () => {
  it("puts the server schema's issues under the form's fields", () => {
    expect(formPathOfInputField("minThresholdTime")).toBe("thresholds.minThresholdTime");
    expect(formPathOfInputField("contactRecipients.2.phoneNumber")).toBe("contacts.2.value");
    expect(formPathOfInputField("contactRecipients.0.label")).toBe("contacts.0.label");
    expect(formPathOfInputField("contactRecipients")).toBe("notifyContacts");
    expect(formPathOfInputField("label")).toBe("label");
  });
});
