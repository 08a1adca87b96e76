import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { kafkaClientOptions, kafkaRecord, kafkaTransport } from "./kafkaTransport.js";

// Shaping and settings only: no Kafka broker runs on the build machine, so the transport is not tested against one
// here (docs/decisions.md "Forwarding in a worker thread, and Kafka").
describe("the Kafka transport", () => {
  it("makes one record per message, keyed by vehicle, with the type and route in headers", () => {
    const body = JSON.stringify({ v: 1, type: "position", companyId: 7, vehicleId: 12 });
    expect(kafkaRecord({ route: ["positions", "7", "12"], type: "position", key: "7.12", body })).toEqual({
      key: "7.12",
      value: body,
      headers: { type: "position", route: "positions.7.12", "content-type": "application/json" },
    });
  });

  it("passes TLS and SASL to the client as configured, and names the brokers without credentials", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      FORWARD_KAFKA_BROKERS: "kafka1.example:9093, kafka2.example:9093",
      FORWARD_KAFKA_TLS: "true",
      FORWARD_KAFKA_SASL_MECHANISM: "scram-sha-512",
      FORWARD_KAFKA_SASL_USERNAME: "armada",
      FORWARD_KAFKA_SASL_PASSWORD: "hunter22",
    }).forwarding.kafka;
    expect(config).not.toBeNull();
    if (!config) return;
    expect(kafkaClientOptions(config)).toMatchObject({
      clientId: "armada-forward",
      brokers: ["kafka1.example:9093", "kafka2.example:9093"],
      ssl: true,
      sasl: { mechanism: "scram-sha-512", username: "armada", password: "hunter22" },
    });
    const transport = kafkaTransport(config);
    expect(transport.name).toBe("kafka");
    expect(transport.url).toBe("kafka://kafka1.example:9093,kafka2.example:9093");
    expect(transport.url).not.toContain("hunter22");
    const plain = kafkaClientOptions({ ...config, tls: false, sasl: null });
    expect(plain.ssl).toBe(false);
    expect(plain).not.toHaveProperty("sasl");
  });
});
