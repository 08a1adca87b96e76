/**
 * Topics are dot-separated (`positions.12`); a subscription pattern may use `*` for one segment
 * (`positions.*`), as NATS subjects do, so the two implementations behave alike.
 */
export interface EventBus {
  publish<T>(topic: string, payload: T): void;
  /** Every subscriber of every instance hears each message once it is connected; missed messages are gone. */
  subscribe<T>(pattern: string, handler: (payload: T, topic: string) => void): () => void;
  /**
   * Work that must not be lost, for one of `durableTopics`: one consumer named `consumer` at a time takes every
   * message, across instances and restarts; a message counts as done when `handler` resolves and is handed
   * again (to whoever consumes next) when it rejects or its consumer dies first. Stopping resolves once no
   * new message will be handed to `handler`.
   */
  consume<T>(
    consumer: string,
    pattern: string,
    handler: (payload: T, topic: string) => Promise<void>,
  ): () => Promise<void>;
  /**
   * Raw bytes on a topic, never stored (core NATS, no JSON): live media between instances, where a frame that
   * did not arrive is better lost than late. Not for `durableTopics`; heard as `subscribe` hears.
   */
  publishBytes(topic: string, data: Uint8Array): void;
  subscribeBytes(pattern: string, handler: (data: Uint8Array, topic: string) => void): () => void;
  close(): Promise<void>;
}

/** Payload of `topics.sessionsEnded`. */
export interface SessionsEndedEvent {
  /** SHA-256 hashes of the ended sessions' tokens (never the tokens) */
  tokenHashes: string[];
}

/** Payload of `topics.vehicleAddresses` (an array of these): a vehicle's address, resolved where it stood. */
export interface VehicleAddressEvent {
  vehicleId: number;
  latitude: number;
  longitude: number;
  address: string;
}

/** Payload of `topics.liveViewChanges`. */
export interface LiveViewChangedEvent {
  temporaryLvId: number;
}

export const topics = {
  vehicleUpdates: (companyId: number) => `vehicle-updates.${companyId}`,
  allVehicleUpdates: "vehicle-updates.*",
  /** vehicles' addresses resolved by the address keeper (payload VehicleAddressEvent[]), for the operators' sockets */
  vehicleAddresses: (companyId: number) => `vehicle-addresses.${companyId}`,
  allVehicleAddresses: "vehicle-addresses.*",
  /** vehicles or devices of a company were created, changed or deleted */
  fleetChanges: (companyId: number) => `fleet-changes.${companyId}`,
  allFleetChanges: "fleet-changes.*",
  /** geofences of a company were created, changed or deleted (the alert engine reloads them) */
  geofenceChanges: (companyId: number) => `geofence-changes.${companyId}`,
  allGeofenceChanges: "geofence-changes.*",
  /** sessions ended (logout): every instance closes their operator sockets (payload SessionsEndedEvent) */
  sessionsEnded: "sessions-ended",
  /** a temporary live view of a company was created, changed or deleted (payload LiveViewChangedEvent) */
  liveViewChanges: (companyId: number) => `live-view-changes.${companyId}`,
  allLiveViewChanges: "live-view-changes.*",
  /** the alert engine raised alerts (payload AlertRaisedEvent[], see modules/alerts/alertEvents.ts) */
  alertsRaised: (companyId: number) => `alerts-raised.${companyId}`,
  allAlertsRaised: "alerts-raised.*",
  /** alert rules of a company were created, changed or deleted (the engine reloads them) */
  alertRuleChanges: (companyId: number) => `alert-rule-changes.${companyId}`,
  allAlertRuleChanges: "alert-rule-changes.*",
  /** users resolved, reopened or false-alerted alerts of a company (payload AlertsResolvedNotice of @armada/domain) */
  alertsResolved: (companyId: number) => `alerts-resolved.${companyId}`,
  allAlertsResolved: "alerts-resolved.*",
  /** WhatsApp messages were queued in the outbox (wakes the delivery workers of every instance) */
  outboxEnqueued: "outbox-enqueued",
  /** commands were queued for a device (payload DeviceCommandQueuedEvent): the instance holding its socket sends them */
  deviceCommandsQueued: "device-commands-queued",
  /** a command of a company changed status (payload DeviceCommandChange): relayed to the operators' sockets */
  deviceCommandChanges: (companyId: number) => `device-command-changes.${companyId}`,
  allDeviceCommandChanges: "device-command-changes.*",
  /**
   * a JT/T 808 request for a dashcam (clips, driver calls; payload DashcamAskEvent): the instance holding its link
   * sends it and replies (see modules/media/dashcamRelay.ts)
   */
  dashcamAsks: "dashcam-asks",
  /** the answers to one instance's dashcam asks (payload DashcamReplyEvent) */
  dashcamReplies: (instance: string) => `dashcam-replies.${instance}`,
  /** an operator ended a driver call (payload DriverCallEndEvent): the instance running it ends it */
  driverCallEnds: "driver-call-ends",
  /**
   * a driver call's audio relayed between the instance running it and the one holding the dashcam's media stream
   * (bytes, `EventBus.publishBytes`; see modules/ingest/mediaStreamRelay.ts): `up` from the dashcam, `down` to it
   */
  callMedia: (callId: number | string, direction: "up" | "down") => `call-media.${callId}.${direction}`,
  /**
   * a live video stream relayed between the instance its viewers watch it on and the one holding the dashcam's media
   * stream (bytes, as `callMedia`); `streamId` is the dashcam's device id and channel (`12-1`)
   */
  liveVideoMedia: (streamId: string, direction: "up" | "down") => `live-video-media.${streamId}.${direction}`,
  /** live video streams an instance has asked its dashcams for (payload LiveVideoStreamNotice, see track-vision) */
  liveVideoStreams: "live-video-streams",
  /**
   * a fix of a two-device vehicle (payload TrackFixEvent, see modules/positions/pipeline/trackFixEvents.ts): every
   * instance feeds it to its track merge state, so the tracker and the dashcam may reach different instances
   */
  trackFixes: "track-fixes",
  /** a company's track filters were changed (no payload): every instance's pipeline reads them again */
  trackFilterChanges: (companyId: number) => `track-filter-changes.${companyId}`,
  allTrackFilterChanges: "track-filter-changes.*",
  /** a fleet task or one of its stops changed (payload FleetTaskChange of @armada/domain): workers reload, sockets relay */
  fleetTaskChanges: (companyId: number) => `fleet-task-changes.${companyId}`,
  allFleetTaskChanges: "fleet-task-changes.*",
  /** a control tower exception appeared, cleared or was taken, moved or noted (payload ControlTowerChange) */
  controlTowerChanges: (companyId: number) => `control-tower-changes.${companyId}`,
  allControlTowerChanges: "control-tower-changes.*",
  /** a conversation of a company's WhatsApp inbox changed (payload WhatsappInboxChange): relayed to the sockets */
  whatsappInboxChanges: (companyId: number) => `whatsapp-inbox-changes.${companyId}`,
  allWhatsappInboxChanges: "whatsapp-inbox-changes.*",
  /** a webhook subscription was made, switched or removed: each instance reloads which events its companies want */
  webhookSubscriptionChanges: "webhook-subscription-changes",
  /** an announcement was published (payload AnnouncementPublishedEvent): each instance pushes it to its sockets */
  announcementsPublished: "system-notifications-published",
} as const;

/** Patterns whose messages are kept until consumed (`EventBus.consume`): the alert engine's input. */
export const durableTopics = [topics.allVehicleUpdates] as const;

/** Whether `topic` is one a subscription to `pattern` hears (`*` stands for one segment, as in NATS). */
export function topicMatches(pattern: string, topic: string) {
  const wanted = pattern.split(".");
  const actual = topic.split(".");
  return (
    wanted.length === actual.length && wanted.every((part, index) => part === "*" || part === actual[index])
  );
}
