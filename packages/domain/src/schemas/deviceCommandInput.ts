import { z } from "zod";
import type { AccessKey } from "../accessKeys.js";
import { GT06_COMMAND_MAX_LENGTH, GT06_COMMAND_TEXT } from "../protocols/gt06/commands.js";
import { ISSUE_KEYS, requiredError } from "./issueKeys.js";
import { paginationInputSchema } from "./paginationInput.js";

/** Keys of commands to devices: history, locate and custom text; engine cut and restore have their own. */
export const DEVICE_COMMAND_ACCESS = {
  read: "d5b-device-command:read",
  create: "d5b-device-command:create",
  engine: "d5c-device-engine-cut:create",
} as const satisfies Record<string, AccessKey>;

/** What an operator can send to a vehicle's tracker (reboot: only to devices that take it, takesRebootCommand). */
export const DEVICE_COMMAND_KINDS = ["locate", "engineCut", "engineRestore", "reboot", "custom"] as const;
export type DeviceCommandKind = (typeof DEVICE_COMMAND_KINDS)[number];

export const DEVICE_COMMAND_STATUSES = ["queued", "sent", "answered", "expired", "failed"] as const;
export type DeviceCommandStatus = (typeof DEVICE_COMMAND_STATUSES)[number];

/** The GT06 text of each fixed kind; `custom` sends what the technician typed. */
export const DEVICE_COMMAND_TEXTS = {
  locate: "WHERE#",
  engineCut: "RELAY,1#",
  engineRestore: "RELAY,0#",
  reboot: "RESET#",
} as const satisfies Record<Exclude<DeviceCommandKind, "custom">, string>;

/** Kinds that switch the engine: their own access key, a double confirmation, refused while moving. */
export const ENGINE_COMMAND_KINDS: readonly DeviceCommandKind[] = ["engineCut", "engineRestore"];

/** How long a command may wait for an offline device, in minutes, as the operator picks it. */
export const DEVICE_COMMAND_EXPIRY_MINUTES = [5, 30, 60, 360, 1440] as const;

/** Engine cut is refused while the latest position says the vehicle moves faster than this (km/h). */
export const ENGINE_CUT_MAX_SPEED_KMH = 10;

/** Custom text: printable ASCII (what the devices' parsers read), at most 160 characters. */
export const DEVICE_COMMAND_CUSTOM_MAX_LENGTH = Math.min(160, GT06_COMMAND_MAX_LENGTH);

const customTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(DEVICE_COMMAND_CUSTOM_MAX_LENGTH)
  .refine((text) => GT06_COMMAND_TEXT.test(text), { message: ISSUE_KEYS.commandTextInvalid });

export const sendDeviceCommandInputSchema = z
  .object({
    vehicleId: z.int32({ error: requiredError }).min(1),
    kind: z.enum(DEVICE_COMMAND_KINDS, { error: requiredError }),
    text: customTextSchema.optional(),
    expiresInMinutes: z
      .int32({ error: requiredError })
      .refine((minutes) => (DEVICE_COMMAND_EXPIRY_MINUTES as readonly number[]).includes(minutes)),
  })
  .check((ctx) => {
    if (ctx.value.kind === "custom" && ctx.value.text === undefined)
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.required, input: undefined, path: ["text"] });
  });
export type SendDeviceCommandInput = z.infer<typeof sendDeviceCommandInputSchema>;

/** The text a command sends to the device. */
export const deviceCommandText = ({ kind, text }: Pick<SendDeviceCommandInput, "kind" | "text">) =>
  kind === "custom" ? (text ?? "") : DEVICE_COMMAND_TEXTS[kind];

export const deviceCommandsFilterSchema = z.object({
  vehicleId: z.int32({ error: requiredError }).min(1),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});
