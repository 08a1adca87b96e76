import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { INGEST_PROTOCOLS, type IngestProtocolType } from "@armada/domain";
import { z } from "zod";
import { companyIdsSetting } from "./companyIdsSetting.js";
import { trustedProxiesSetting } from "./http/trustedProxies.js";
import { secondFactorConfig, secondFactorConfigShape } from "./modules/auth/secondFactorConfig.js";
import { forwardingConfig, forwardingConfigShape } from "./modules/forwarding/forwardingConfig.js";
import { geocodingConfig, geocodingConfigShape } from "./modules/geocoding/geocodingConfig.js";
import {
  metaWebhookConfig,
  whatsappConfig,
  whatsappConfigShape,
} from "./modules/messaging/messagingConfig.js";
import { routingConfig, routingConfigShape } from "./modules/route-optimization/routingConfig.js";
import { publicUrlOf } from "./modules/system/publicUrl.js";
import { supportContactsConfig, supportContactsConfigShape } from "./modules/system/supportContactsConfig.js";

const booleanFlag = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((value) => value === "on" || value === "true" || value === "1");

const port = z.coerce.number().int().min(0).max(65535);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DEMO: booleanFlag.default(true),
  TRUST_PROXY: trustedProxiesSetting,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** failed sign-ins per address and window, whatever login is typed: high enough for an office behind one NAT */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** calls per minute each API key may make (issue 37) */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** webhooks may go over plain HTTP to this machine (127.0.0.1, localhost): tests and development only */
  WEBHOOK_ALLOW_LOCAL_HTTP: booleanFlag.default(false),
  /** a company's OpenID Connect provider may be plain HTTP on this machine (127.0.0.1, localhost): tests and development only */
  SSO_ALLOW_LOCAL_HTTP: booleanFlag.default(false),
  /** first retry delay of a webhook delivery (doubles per attempt); tests shorten it */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  /** how often due webhook retries are looked for (a new event wakes the worker at once) */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  /** how often the fuel alert pass looks for refuels and drains in the readings; tests shorten it */
  FUEL_PASS_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** how often the reminder pass looks for documents and service items coming due; tests shorten it */
  REMINDER_PASS_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** a subscription is disabled after this many failed deliveries in a row ... */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(10_000).default(10),
  /** ... the first of them at least this many minutes ago */
  WEBHOOK_DISABLE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30)
    .default(24 * 60),
  /** how often the position path's captured webhook events are relayed (one position delivery per pass and 500) */
  WEBHOOK_RELAY_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** how often proofs of delivery and delivery order status moves are scanned for webhooks */
  WEBHOOK_SCAN_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  HELP_URL: z.url().default("https://help.armada.id/"),
  /** the old web app "back to version 1.0" leads to; empty hides the entry */
  LEGACY_APP_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  /** companies that never see "back to version 1.0" (comma-separated ids; the spec's fixed list) */
  LEGACY_APP_HIDDEN_COMPANY_IDS: companyIdsSetting("LEGACY_APP_HIDDEN_COMPANY_IDS"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls|ws|wss):\/\//, "NATS_URL must start with nats://, tls://, ws:// or wss://")
    .optional(),
  /** first segment of every NATS subject and the JetStream stream's name: deployments sharing one NATS stay apart */
  NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, "NATS_PREFIX: 1-32 letters, digits, - or _")
    .default("armada"),
  METRICS_TOKEN: z.string().min(16).optional(),
  PUBLIC_URL: z.url().optional(),
  /** other sites whose pages may open this server's WebSockets, comma-separated origins (https://ops.example.id) */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url("ALLOWED_ORIGINS: each entry must be an origin such as https://ops.example.id"))),
  /** Device ingest: the host the gateways listen on; their ports are ingestPortsSchema's. */
  INGEST_HOST: z.string().min(1).default("0.0.0.0"),
  /** Dashcam clip uploads (JT/T 1078 0x9206): the embedded FTP receiver. */
  FTP_PORT: port.default(5021),
  /** the host name or address dashcams are told to upload to (default: PUBLIC_URL's host) */
  FTP_PUBLIC_HOST: z.string().min(1).max(255).optional(),
  /** passive data ports, e.g. 30000-30099 (default: any free port) */
  FTP_PASSIVE_PORTS: z
    .string()
    .regex(/^\d{1,5}-\d{1,5}$/, "FTP_PASSIVE_PORTS: a range such as 30000-30099")
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      const [min, max] = value.split("-").map(Number) as [number, number];
      return { min, max };
    })
    .refine((range) => !range || (range.min >= 1024 && range.min <= range.max && range.max <= 65535), {
      message: "FTP_PASSIVE_PORTS: 1024 ≤ first ≤ last ≤ 65535",
    }),
  /** Alarm attachments (T/JSATL 12 0x9208): the attachment server dashcams upload an alarm's files to. */
  JT808_ATTACHMENT_PORT: port.default(5016),
  /** the host name or address dashcams are told to upload attachments to (default: PUBLIC_URL's host) */
  JT808_ATTACHMENT_PUBLIC_HOST: z.string().min(1).max(255).optional(),
  /** Driver calls (JT/T 1078 0x9101 two-way intercom): the TCP port dashcams stream their audio to. */
  JT1078_PORT: port.default(1078),
  /** the host name or address dashcams are told to stream to (default: PUBLIC_URL's host) */
  JT1078_PUBLIC_HOST: z.string().min(1).max(255).optional(),
  /** the port dashcams are told to stream to when it is not JT1078_PORT (a TCP balancer's in front of instances) */
  JT1078_PUBLIC_PORT: port.min(1).optional(),
  /** largest clip or alarm attachment a dashcam may upload */
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_000).default(200),
  /**
   * Retention (issue 39): whole months of positions kept in the database besides the current one; older month
   * partitions are archived to Parquet in the media store and dropped.
   */
  POSITIONS_HOT_MONTHS: z.coerce.number().int().min(1).max(120).default(3),
  /**
   * Seconds between an instance taking the lead and its first retention pass (then one a day): the minutes after a
   * start, when every device reconnects and sends what it kept, are not the time to archive a month.
   */
  RETENTION_FIRST_PASS_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Clips in S3-compatible storage instead of DATA_DIR/media: set the bucket (and the endpoint for non-AWS). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).max(64).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** bucket in the path (default: on with S3_ENDPOINT, as MinIO and most S3-compatible servers want) */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z
    .string()
    .max(200)
    .regex(/^([\w.-]+\/)*$/, "S3_PREFIX: folders ending in /, such as media/")
    .default("media/"),
  /**
   * Connection budget (docs/decisions.md "Connection budget"): device connections have their own share, so
   * viewers can never starve devices of file descriptors.
   */
  MAX_DEVICE_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  MAX_DEVICE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /** every other listening port (web with its WebSockets, FTP, JT/T 1078, attachments): the clients' share */
  MAX_CLIENT_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(9_000),
  MAX_CLIENT_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(500),
  MAX_OPERATOR_SOCKETS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  MAX_PUBLIC_SOCKETS: z.coerce.number().int().min(1).max(1_000_000).default(6_000),
  MAX_PUBLIC_SOCKETS_PER_LINK: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Vehicle simulator feeding the demo devices (runs only when DEMO is on). */
  SIMULATOR: booleanFlag.default(true),
  /** Any MapLibre style URL for a full basemap; without it the offline basemap of /api/basemap is used. */
  MAP_STYLE_URL: z.url().optional(),
  /** A local PMTiles archive (Protomaps vector basemap or raster tiles) served as the full basemap. */
  PMTILES_PATH: z
    .string()
    .min(1)
    .refine((path) => existsSync(path), "PMTILES_PATH: no such file")
    .optional(),
  /** smtp://user:pass@host:587 or smtps://…; without it e-mails are only logged (and listed in the outbox) */
  SMTP_URL: z.url().optional(),
  SMTP_FROM: z.string().min(3).default("Armada <no-reply@armada.id>"),
  /** the VAPID contact (`sub`) push services may write to about this sender's pushes */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "PUSH_SUBJECT is mailto:… or https://…")
    .default("mailto:no-reply@armada.id"),
  ...whatsappConfigShape,
  ...geocodingConfigShape,
  ...routingConfigShape,
  ...supportContactsConfigShape,
  ...forwardingConfigShape,
  ...secondFactorConfigShape,
});

/**
 * Each listening protocol's port variable (GT06_PORT, JT808_PORT, OSMAND_PORT, TELTONIKA_PORT, ...), defaulting to
 * the protocol's usual port; 0 picks a free port (tests).
 */
const ingestPortsSchema = z.object(
  Object.fromEntries(
    INGEST_PROTOCOLS.map(({ portEnv, defaultPort }) => [portEnv, port.default(defaultPort)]),
  ) as Record<string, z.ZodDefault<typeof port>>,
);

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates every setting once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = configSchema.and(ingestPortsSchema).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const settings = parsed.data;
  return {
    env: settings.NODE_ENV,
    host: settings.HOST,
    port: settings.PORT,
    dataDir: resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    demo: settings.DEMO,
    /** Fastify's trustProxy: the proxies' addresses; behind them the session cookie is Secure for HTTPS requests. */
    trustProxy: settings.TRUST_PROXY,
    sessionTtlMs: settings.SESSION_TTL_HOURS * 3_600_000,
    loginThrottle: {
      maxFailures: settings.LOGIN_MAX_FAILURES,
      windowMs: settings.LOGIN_WINDOW_SECONDS * 1000,
    },
    apiKeyRequestsPerMinute: settings.API_KEY_REQUESTS_PER_MINUTE,
    /** single sign-on (modules/single-sign-on): the SSRF exception for a provider on this machine */
    ssoAllowLocalHttp: settings.SSO_ALLOW_LOCAL_HTTP,
    /** webhook deliveries (modules/webhooks): the SSRF exception for local HTTP, retries and the disable rule */
    webhooks: {
      allowLocalHttp: settings.WEBHOOK_ALLOW_LOCAL_HTTP,
      baseBackoffMs: settings.WEBHOOK_RETRY_BASE_MS,
      pollMs: settings.WEBHOOK_POLL_MS,
      disableRule: {
        consecutiveFailures: settings.WEBHOOK_DISABLE_AFTER_FAILURES,
        failingForMs: settings.WEBHOOK_DISABLE_AFTER_MINUTES * 60_000,
      },
      captures: {
        relayMs: settings.WEBHOOK_RELAY_MS,
        scanMs: settings.WEBHOOK_SCAN_MS,
        documentScanMs: 3_600_000,
      },
    },
    /** the fuel alert pass (modules/costs/fuelAlertWorker.ts) */
    fuelPassMs: settings.FUEL_PASS_SECONDS * 1000,
    /** the reminder pass (modules/reminders/reminderWorker.ts) */
    reminderPassMs: settings.REMINDER_PASS_SECONDS * 1000,
    loginAddressThrottle: {
      maxFailures: settings.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: settings.LOGIN_WINDOW_SECONDS * 1000,
    },
    helpUrl: settings.HELP_URL,
    /** "back to version 1.0": where it leads (null = hidden) and the companies it is hidden for */
    legacyApp: {
      url: settings.LEGACY_APP_URL || null,
      hiddenCompanyIds: settings.LEGACY_APP_HIDDEN_COMPANY_IDS,
    },
    /** "Hubungi Kami": WhatsApp, phone, e-mail and hours of the support desk (each optional) */
    supportContacts: supportContactsConfig(settings),
    logLevel: settings.LOG_LEVEL,
    webDistDir: settings.WEB_DIST_DIR ? resolve(settings.WEB_DIST_DIR) : undefined,
    natsUrl: settings.NATS_URL,
    natsPrefix: settings.NATS_PREFIX,
    /** GET /api/metrics answers loopback freely; with this set, other addresses with `Authorization: Bearer <token>`. */
    metricsToken: settings.METRICS_TOKEN,
    email: { smtpUrl: settings.SMTP_URL, from: settings.SMTP_FROM },
    pushSubject: settings.PUSH_SUBJECT,
    /** Origin of every link handed out (WhatsApp texts, contact links, the web's link modal). */
    publicUrl: publicUrlOf(settings.PUBLIC_URL, settings.HOST, settings.PORT),
    /** origins whose pages may open WebSockets besides the server's own (PUBLIC_URL's and ALLOWED_ORIGINS) */
    allowedOrigins: [
      publicUrlOf(settings.PUBLIC_URL, settings.HOST, settings.PORT),
      ...settings.ALLOWED_ORIGINS,
    ].map((url) => new URL(url).origin),
    ingest: {
      host: settings.INGEST_HOST,
      /** every listening protocol's port (INGEST_PROTOCOLS), by vendor type */
      ports: Object.fromEntries(
        INGEST_PROTOCOLS.map(({ vendorType, portEnv }) => [
          vendorType,
          (settings as Record<string, number>)[portEnv],
        ]),
      ) as Record<IngestProtocolType, number>,
    },
    media: {
      ftpPort: settings.FTP_PORT,
      ftpPublicHost:
        settings.FTP_PUBLIC_HOST ??
        new URL(publicUrlOf(settings.PUBLIC_URL, settings.HOST, settings.PORT)).hostname,
      ftpPassivePorts: settings.FTP_PASSIVE_PORTS,
      attachmentPort: settings.JT808_ATTACHMENT_PORT,
      attachmentPublicHost:
        settings.JT808_ATTACHMENT_PUBLIC_HOST ??
        new URL(publicUrlOf(settings.PUBLIC_URL, settings.HOST, settings.PORT)).hostname,
      maxUploadBytes: settings.MEDIA_MAX_UPLOAD_MB * 1024 * 1024,
      s3: settings.S3_BUCKET
        ? {
            bucket: settings.S3_BUCKET,
            region: settings.S3_REGION,
            endpoint: settings.S3_ENDPOINT,
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
            forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? settings.S3_ENDPOINT !== undefined,
            prefix: settings.S3_PREFIX,
          }
        : null,
    },
    calls: {
      mediaPort: settings.JT1078_PORT,
      mediaPublicPort: settings.JT1078_PUBLIC_PORT ?? null,
      mediaPublicHost:
        settings.JT1078_PUBLIC_HOST ??
        new URL(publicUrlOf(settings.PUBLIC_URL, settings.HOST, settings.PORT)).hostname,
    },
    connectionLimits: {
      deviceConnections: settings.MAX_DEVICE_CONNECTIONS,
      deviceConnectionsPerAddress: settings.MAX_DEVICE_CONNECTIONS_PER_ADDRESS,
      clientConnections: settings.MAX_CLIENT_CONNECTIONS,
      clientConnectionsPerAddress: settings.MAX_CLIENT_CONNECTIONS_PER_ADDRESS,
      operatorSockets: settings.MAX_OPERATOR_SOCKETS,
      publicSockets: settings.MAX_PUBLIC_SOCKETS,
      publicSocketsPerLink: settings.MAX_PUBLIC_SOCKETS_PER_LINK,
    },
    simulator: settings.SIMULATOR,
    mapStyleUrl: settings.MAP_STYLE_URL,
    pmtilesPath: settings.PMTILES_PATH ? resolve(settings.PMTILES_PATH) : undefined,
    /** WhatsApp provider and its secrets (never logged) */
    whatsapp: whatsappConfig(settings),
    whatsappWebhook: metaWebhookConfig(settings),
    /** Fonnte's incoming-message webhook is open only with this secret in its address (issue 40) */
    fonnteWebhookSecret: settings.FONNTE_WEBHOOK_SECRET ?? null,
    /** Google Places / Nominatim when configured; the offline geocoder otherwise */
    geocoding: geocodingConfig(settings),
    /** the route planner's travel times: the fleet's history, or OSRM / Valhalla / Google when configured (key never logged) */
    routing: routingConfig(settings),
    /** streaming forward to MQTT and AMQP (issue 37); brokers' URLs hold secrets (never logged) */
    forwarding: forwardingConfig(settings),
    /** whole months of positions kept in the database besides the current one (issue 39) */
    positionsHotMonths: settings.POSITIONS_HOT_MONTHS,
    retentionFirstPassDelayMs: settings.RETENTION_FIRST_PASS_DELAY_S * 1000,
    /** the TOTP key's sealing key and the WebAuthn relying party (passkeys) */
    secondFactor: secondFactorConfig(
      settings,
      publicUrlOf(settings.PUBLIC_URL, settings.HOST, settings.PORT),
    ),
  };
}
