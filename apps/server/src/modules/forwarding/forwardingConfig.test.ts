import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

describe("streaming forward settings", () => {
  it("configures nothing by default: no broker is needed", () => {
    expect(loadConfig({ NODE_ENV: "test" }).forwarding).toEqual({
      mqtt: null,
      amqp: null,
      kafka: null,
      bufferSize: 10_000,
      companyIds: [],
    });
  });

  it("reads both sinks, their options and the company allow-list", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      FORWARD_MQTT_URL: "mqtts://user:pw@broker.example:8883",
      FORWARD_MQTT_TOPIC_PREFIX: "tenant/armada",
      FORWARD_MQTT_QOS: "0",
      FORWARD_AMQP_URL: "amqp://guest:guest@127.0.0.1:5672/fleet",
      FORWARD_AMQP_EXCHANGE: "fleet.events",
      FORWARD_BUFFER_SIZE: "500",
      FORWARD_COMPANY_IDS: "3, 12",
    });
    expect(config.forwarding).toEqual({
      mqtt: {
        url: "mqtts://user:pw@broker.example:8883",
        topicPrefix: "tenant/armada",
        qos: 0,
        clientId: null,
      },
      amqp: { url: "amqp://guest:guest@127.0.0.1:5672/fleet", exchange: "fleet.events" },
      kafka: null,
      bufferSize: 500,
      companyIds: [3, 12],
    });
  });

  it("stops the start on a bad value, naming the variable and never echoing a secret", () => {
    const attempt = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...env });
    expect(attempt({ FORWARD_MQTT_URL: "http://user:hunter22@broker" })).toThrow(/FORWARD_MQTT_URL/);
    expect(attempt({ FORWARD_MQTT_URL: "http://user:hunter22@broker" })).not.toThrow(/hunter22/);
    expect(attempt({ FORWARD_AMQP_URL: "https://guest:hunter22@rabbit" })).toThrow(/FORWARD_AMQP_URL/);
    expect(attempt({ FORWARD_AMQP_URL: "https://guest:hunter22@rabbit" })).not.toThrow(/hunter22/);
    expect(attempt({ FORWARD_MQTT_QOS: "2" })).toThrow(/FORWARD_MQTT_QOS/);
    expect(attempt({ FORWARD_MQTT_TOPIC_PREFIX: "armada/#" })).toThrow(/FORWARD_MQTT_TOPIC_PREFIX/);
    expect(attempt({ FORWARD_AMQP_EXCHANGE: "amq.topic" })).toThrow(/FORWARD_AMQP_EXCHANGE/);
    expect(attempt({ FORWARD_BUFFER_SIZE: "0" })).toThrow(/FORWARD_BUFFER_SIZE/);
    expect(attempt({ FORWARD_COMPANY_IDS: "3,x" })).toThrow(/FORWARD_COMPANY_IDS/);
  });

  it("reads the Kafka sink: brokers, topic, client id, TLS and SASL", () => {
    expect(
      loadConfig({ NODE_ENV: "test", FORWARD_KAFKA_BROKERS: "127.0.0.1:9092" }).forwarding.kafka,
    ).toEqual({
      brokers: ["127.0.0.1:9092"],
      topic: "armada.forward",
      clientId: "armada-forward",
      tls: false,
      sasl: null,
    });
    expect(
      loadConfig({
        NODE_ENV: "test",
        FORWARD_KAFKA_BROKERS: "a.example:9093,b.example:9093",
        FORWARD_KAFKA_TOPIC: "fleet.positions",
        FORWARD_KAFKA_CLIENT_ID: "armada-prod",
        FORWARD_KAFKA_TLS: "true",
        FORWARD_KAFKA_SASL_MECHANISM: "plain",
        FORWARD_KAFKA_SASL_USERNAME: "armada",
        FORWARD_KAFKA_SASL_PASSWORD: "pw",
      }).forwarding.kafka,
    ).toEqual({
      brokers: ["a.example:9093", "b.example:9093"],
      topic: "fleet.positions",
      clientId: "armada-prod",
      tls: true,
      sasl: { mechanism: "plain", username: "armada", password: "pw" },
    });
  });

  it("refuses a bad Kafka setting, naming the variable and never echoing the password", () => {
    const attempt = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: "test", FORWARD_KAFKA_BROKERS: "127.0.0.1:9092", ...env });
    expect(attempt({ FORWARD_KAFKA_BROKERS: "kafka://127.0.0.1:9092" })).toThrow(/FORWARD_KAFKA_BROKERS/);
    expect(attempt({ FORWARD_KAFKA_BROKERS: "127.0.0.1" })).toThrow(/FORWARD_KAFKA_BROKERS/);
    expect(attempt({ FORWARD_KAFKA_TOPIC: "fleet/positions" })).toThrow(/FORWARD_KAFKA_TOPIC/);
    expect(attempt({ FORWARD_KAFKA_TOPIC: ".." })).toThrow(/FORWARD_KAFKA_TOPIC/);
    expect(attempt({ FORWARD_KAFKA_CLIENT_ID: "armada forward" })).toThrow(/FORWARD_KAFKA_CLIENT_ID/);
    expect(attempt({ FORWARD_KAFKA_TLS: "yes" })).toThrow(/FORWARD_KAFKA_TLS/);
    expect(attempt({ FORWARD_KAFKA_SASL_MECHANISM: "gssapi" })).toThrow(/FORWARD_KAFKA_SASL_MECHANISM/);
    expect(attempt({ FORWARD_KAFKA_SASL_MECHANISM: "plain", FORWARD_KAFKA_SASL_USERNAME: "armada" })).toThrow(
      /FORWARD_KAFKA_SASL_USERNAME and FORWARD_KAFKA_SASL_PASSWORD/,
    );
    expect(
      attempt({ FORWARD_KAFKA_SASL_USERNAME: "armada", FORWARD_KAFKA_SASL_PASSWORD: "hunter22" }),
    ).toThrow(/FORWARD_KAFKA_SASL_MECHANISM/);
    expect(
      attempt({ FORWARD_KAFKA_SASL_USERNAME: "armada", FORWARD_KAFKA_SASL_PASSWORD: "hunter22" }),
    ).not.toThrow(/hunter22/);
    expect(() =>
      loadConfig({
        NODE_ENV: "test",
        FORWARD_KAFKA_SASL_MECHANISM: "plain",
        FORWARD_KAFKA_SASL_USERNAME: "a",
      }),
    ).toThrow(/FORWARD_KAFKA_BROKERS/);
  });
});
