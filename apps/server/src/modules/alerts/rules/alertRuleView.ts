import { alertCodeView } from "../codes/alertCodeService.js";
import type { AlertRuleLinks, AlertRuleRow } from "./alertRuleRepository.js";

/** A rule as the GraphQL AlertRule, for the caller (userIsSubscribedToRule). */
export function toAlertRuleView(rule: AlertRuleRow, links: AlertRuleLinks, callerId: number) {
  const mine = <T extends { alertRuleId: number }>(rows: T[]) =>
    rows.filter((row) => row.alertRuleId === rule.alertRuleId);
  const vehicles = mine(links.vehicles);
  const vgroups = mine(links.vgroups);
  const users = mine(links.users);
  return {
    alertRuleId: rule.alertRuleId,
    label: rule.label,
    companyId: rule.companyId,
    alertCode: rule.alertCode,
    isActive: rule.isActive,
    createdOn: rule.createdOn.toISOString(),
    maxThreshold: rule.maxThreshold,
    minThreshold: rule.minThreshold,
    minThresholdTime: rule.minThresholdTime,
    withSchedule: rule.withSchedule,
    startTime: rule.startTime,
    endTime: rule.endTime,
    dayOfWeek: rule.dayOfWeek,
    withGeofence: rule.withGeofence,
    isInsideGeofence: rule.isInsideGeofence,
    alertUrgencyType: rule.alertUrgencyType,
    alertCountThreshold: rule.alertCountThreshold,
    alertCountWindow: rule.alertCountWindow,
    autoPopup: rule.autoPopup,
    notifyContacts: rule.notifyContacts,
    totalVehicles: vehicles.length,
    totalVgroups: vgroups.length,
    totalUsers: users.length,
    /** a subscribed user who can no longer sign in */
    hasInaccessibleUser: users.some((user) => !user.isActive),
    // groups are company-wide (no per-user group scopes yet): a linked group is always accessible
    hasInaccessibleVgroup: false,
    /** an archived vehicle sends nothing any more */
    hasInaccessibleVehicle: vehicles.some((vehicle) => vehicle.status === "archived"),
    userIsSubscribedToRule: users.length === 0 || users.some((user) => user.userId === callerId),
    contactRecipients: mine(links.contacts).map((contact) => ({
      contactId: contact.contactId,
      label: contact.label,
      phoneNumber: contact.phoneNumber,
      email: contact.email,
      userId: contact.userId,
      user:
        contact.userId !== null && contact.fullname !== null
          ? { userId: contact.userId, fullname: contact.fullname }
          : null,
    })),
    geofences: mine(links.geofences).map(({ alertRuleId, ...geofence }) => geofence),
    vehicles: vehicles.map((vehicle) => ({ id: vehicle.id, licensePlate: vehicle.licensePlate })),
    users: users.map((user) => ({ userId: user.userId, fullname: user.fullname })),
    vgroups: vgroups.map((group) => ({ id: group.id, name: group.name, totalVehicle: group.totalVehicle })),
    alert: alertCodeView(rule.alertCode),
  };
}

export type AlertRuleView = ReturnType<typeof toAlertRuleView>;
