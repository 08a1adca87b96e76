import { MQTT_TOPIC_PREFIX_PATTERN } from "@armada/domain";
import { z } from "zod";
import { companyIdsSetting } from "../../companyIdsSetting.js";

/**
 * Streaming forward settings (issue 37), spread into the server's config schema (config.ts). Nothing is set by
 * default: without FORWARD_MQTT_URL, FORWARD_AMQP_URL or FORWARD_KAFKA_BROKERS no sink starts and no broker is needed.
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
  /** host:port of Kafka bootstrap brokers, comma-separated */
  FORWARD_KAFKA_BROKERS: z
    .string()
    .regex(
      /^\s*[A-Za-z0-9.-]+:\d{1,5}\s*(,\s*[A-Za-z0-9.-]+:\d{1,5}\s*)*$/,
      "FORWARD_KAFKA_BROKERS: host:port of the brokers, comma-separated (kafka1.example:9092,kafka2.example:9092)",
    )
    .optional(),
  /** one topic for every message; the key is the vehicle (positions, raised alerts) or the company */
  FORWARD_KAFKA_TOPIC: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,249}$/, "FORWARD_KAFKA_TOPIC: 1-249 letters, digits, . _ -")
    .refine((name) => name !== "." && name !== "..", "FORWARD_KAFKA_TOPIC: . and .. are not topic names")
    .default("armada.forward"),
  FORWARD_KAFKA_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, "FORWARD_KAFKA_CLIENT_ID: 1-64 letters, digits, . _ -")
    .default("armada-forward"),
  FORWARD_KAFKA_TLS: z.enum(["true", "false"], "FORWARD_KAFKA_TLS is true or false").default("false"),
  FORWARD_KAFKA_SASL_MECHANISM: z
    .enum(
      ["plain", "scram-sha-256", "scram-sha-512"],
      "FORWARD_KAFKA_SASL_MECHANISM is plain, scram-sha-256 or scram-sha-512",
    )
    .optional(),
  FORWARD_KAFKA_SASL_USERNAME: z.string().min(1).max(256).optional(),
  /** a secret: never logged */
  FORWARD_KAFKA_SASL_PASSWORD: z.string().min(1).max(1024).optional(),
  /** messages each sink holds while its broker is slow or away; beyond it the oldest are dropped and counted */
  FORWARD_BUFFER_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** only these companies' messages are forwarded (comma-separated ids); empty forwards every company */
  FORWARD_COMPANY_IDS: companyIdsSetting("FORWARD_COMPANY_IDS"),
};

type ForwardingSettings = z.output<z.ZodObject<typeof forwardingConfigShape>>;

export interface ForwardingConfig {
  mqtt: { url: string; topicPrefix: string; qos: 0 | 1; clientId: string | null } | null;
  amqp: { url: string; exchange: string } | null;
  kafka: KafkaSinkConfig | null;
  bufferSize: number;
  /** empty: every company */
  companyIds: number[];
}

export interface KafkaSinkConfig {
  brokers: string[];
  topic: string;
  clientId: string;
  tls: boolean;
  sasl: { mechanism: "plain" | "scram-sha-256" | "scram-sha-512"; username: string; password: string } | null;
}

function kafkaConfig(settings: ForwardingSettings): KafkaSinkConfig | null {
  const mechanism = settings.FORWARD_KAFKA_SASL_MECHANISM;
  const username = settings.FORWARD_KAFKA_SASL_USERNAME;
  const password = settings.FORWARD_KAFKA_SASL_PASSWORD;
  if (!settings.FORWARD_KAFKA_BROKERS) {
    if (mechanism || username || password)
      throw new Error("Invalid configuration: FORWARD_KAFKA_SASL_*: set only with FORWARD_KAFKA_BROKERS");
    return null;
  }
  if ((username || password) && !mechanism)
    throw new Error(
      "Invalid configuration: FORWARD_KAFKA_SASL_MECHANISM: needed with FORWARD_KAFKA_SASL_USERNAME and _PASSWORD",
    );
  if (mechanism && (!username || !password))
    throw new Error(
      `Invalid configuration: FORWARD_KAFKA_SASL_USERNAME and FORWARD_KAFKA_SASL_PASSWORD: both needed for ${mechanism}`,
    );
  return {
    brokers: settings.FORWARD_KAFKA_BROKERS.split(",").map((broker) => broker.trim()),
    topic: settings.FORWARD_KAFKA_TOPIC,
    clientId: settings.FORWARD_KAFKA_CLIENT_ID,
    tls: settings.FORWARD_KAFKA_TLS === "true",
    sasl: mechanism && username && password ? { mechanism, username, password } : null,
  };
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
    kafka: kafkaConfig(settings),
    bufferSize: settings.FORWARD_BUFFER_SIZE,
    companyIds: settings.FORWARD_COMPANY_IDS,
  };
}
