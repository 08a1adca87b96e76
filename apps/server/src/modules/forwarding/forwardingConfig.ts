import { MQTT_TOPIC_PREFIX_PATTERN } from "@armada/domain";
import { z } from "zod";
import { companyIdsSetting } from "../../companyIdsSetting.js";

/**
 * Streaming forward settings (issue 37), spread into the server's config schema (config.ts). Nothing is set by
 * default: without FORWARD_MQTT_URL or FORWARD_AMQP_URL no sink starts and no broker is needed.
 */
export const forwardingConfigShape = {
  /** mqtt://, mqtts://, ws:// or wss:// (user and password in the URL are secrets: never logged) */
  FORWARD_MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?):\/\/\S+$/, "FORWARD_MQTT_URL must start with mqtt://, mqtts://, ws:// or wss://")
    .optional(),
  FORWARD_MQTT_TOPIC_PREFIX: z
    .string()
    .max(200)
    .regex(
      MQTT_TOPIC_PREFIX_PATTERN,
      "FORWARD_MQTT_TOPIC_PREFIX: levels of letters, digits, _ - . joined by /",
    )
    .default("armada"),
  FORWARD_MQTT_QOS: z.enum(["0", "1"], "FORWARD_MQTT_QOS is 0 or 1").default("1").transform(Number),
  FORWARD_MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "FORWARD_MQTT_CLIENT_ID: 1-64 letters, digits, - or _")
    .optional(),
  /** amqp:// or amqps:// (user and password in the URL are secrets: never logged) */
  FORWARD_AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\/\S+$/, "FORWARD_AMQP_URL must start with amqp:// or amqps://")
    .optional(),
  /** a durable topic exchange, declared at connect */
  FORWARD_AMQP_EXCHANGE: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,127}$/, "FORWARD_AMQP_EXCHANGE: 1-127 letters, digits, _ . : -")
    .refine((name) => !name.startsWith("amq."), "FORWARD_AMQP_EXCHANGE: amq.* names are reserved")
    .default("armada.forward"),
  /** messages each sink holds while its broker is slow or away; beyond it the oldest are dropped and counted */
  FORWARD_BUFFER_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** only these companies' messages are forwarded (comma-separated ids); empty forwards every company */
  FORWARD_COMPANY_IDS: companyIdsSetting("FORWARD_COMPANY_IDS"),
};

type ForwardingSettings = z.output<z.ZodObject<typeof forwardingConfigShape>>;

export interface ForwardingConfig {
  mqtt: { url: string; topicPrefix: string; qos: 0 | 1; clientId: string | null } | null;
  amqp: { url: string; exchange: string } | null;
  bufferSize: number;
  /** empty: every company */
  companyIds: number[];
}

export function forwardingConfig(settings: ForwardingSettings): ForwardingConfig {
  return {
    mqtt: settings.FORWARD_MQTT_URL
      ? {
          url: settings.FORWARD_MQTT_URL,
          topicPrefix: settings.FORWARD_MQTT_TOPIC_PREFIX,
          qos: settings.FORWARD_MQTT_QOS as 0 | 1,
          clientId: settings.FORWARD_MQTT_CLIENT_ID ?? null,
        }
      : null,
    amqp: settings.FORWARD_AMQP_URL
      ? { url: settings.FORWARD_AMQP_URL, exchange: settings.FORWARD_AMQP_EXCHANGE }
      : null,
    bufferSize: settings.FORWARD_BUFFER_SIZE,
    companyIds: settings.FORWARD_COMPANY_IDS,
  };
}
