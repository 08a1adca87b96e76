import { sql } from "drizzle-orm";
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resultRows } from "../db/resultRows.js";
import { startTestApp, type TestApp } from "../testing/testApp.js";
import { loadSchema } from "./loadSchema.js";

/**
 * Generated from the schema: every Query and Mutation argument path that carries an id (named id, ids,
 * *Id, *Ids or typed ID) is filled with an existing id of the demo company (A) and called by an admin
 * of PT Lain (B). The answer must be NotFound, ValidationError or an empty list, and no table may
 * change. A new operation is covered without a line here; an id the suite cannot resolve fails it.
 */

/** Id paths that name shared reference data rather than a company's rows. */
const SHARED_IDS: Record<string, string> = {
  "alertCodesPaginated filter.alertCategoryId": "alert categories are one catalogue for every company",
  "createAlertRules input.templates.templateId": "rule templates are one catalogue for every company",
  "createVehicleType input.fuelTypeId": "fuel types are one catalogue for every company",
  "updateVehicleType input.fuelTypeId": "fuel types are one catalogue for every company",
  "createTemporaryLiveView input.contacts.location.id": "a place id of the geocoder, not a row",
  "updateTemporaryLiveView input.newData.contacts.location.id": "a place id of the geocoder, not a row",
  "UpsertContactLocationToTempLiveView input.location.id": "a place id of the geocoder, not a row",
  "updateDriverCard input.driverCardId": "a card number, not a row",
  "createDriver input.driverCardId": "a card number, not a row",
  "updateDriver input.driverCardId": "a card number, not a row",
  "startMyFleetTask input.actionId": "an id the driver's phone generates for an action, not a row",
  "endMyFleetTask input.actionId": "an id the driver's phone generates for an action, not a row",
  "arriveAtStop input.actionId": "an id the driver's phone generates for an action, not a row",
  "deliverStop input.actionId": "an id the driver's phone generates for an action, not a row",
  "failStop input.actionId": "an id the driver's phone generates for an action, not a row",
  "updateSsoSettings input.clientId": "the OAuth client id at the company's identity provider, not a row",
  "requestMarketplaceItem input.itemId": "an item of the marketplace catalogue (static data), not a row",
  // the platform console works across companies by design; a company's user is refused (FORBIDDEN) and another
  // company's tickets are never shown to it (company-ticket/companyTicket.test.ts)
  "consoleCompanyTicket input.ticketId":
    "the platform console's call: platform admins only, across companies",
  "consoleReplyCompanyTicket input.ticketId":
    "the platform console's call: platform admins only, across companies",
};

/** SQL for one id of company A, by the kind of row an id names. */
const ID_OF_A: Record<string, string> = {
  vehicle: "select id from vehicles where company_id = $A order by id limit 1",
  vgroup: "select id from vgroups where company_id = $A order by id limit 1",
  device: "select id from devices where company_id = $A order by id limit 1",
  company: "select id from companies where id = $A",
  vehicleType: "select vehicle_type_id as id from vehicle_types where company_id = $A order by 1 limit 1",
  driver: "select id from users where company_id = $A order by id limit 1",
  defaultRole: "select id from roles where company_id = $A order by id limit 1",
  defaultVehicle: "select id from vehicles where company_id = $A order by id limit 1",
  defaultDriver: "select id from users where company_id = $A and is_driver order by id limit 1",
  driverAssignment: "select id from vehicle_driver_assignments where company_id = $A order by id limit 1",
  user: "select id from users where company_id = $A order by id limit 1",
  role: "select id from roles where company_id = $A order by id limit 1",
  garage: "select geofence_id as id from geofences where company_id = $A order by 1 limit 1",
  geofence: "select geofence_id as id from geofences where company_id = $A order by 1 limit 1",
  alertRule: "select alert_rule_id as id from alert_rules where company_id = $A order by 1 limit 1",
  rawAlert: "select raw_alert_id as id from raw_alerts where company_id = $A order by 1 limit 1",
  bankAccount: "select bank_account_id as id from bank_accounts where company_id = $A order by 1 limit 1",
  message: "select id from whatsapp_messages where company_id = $A order by id limit 1",
  temporaryLv:
    "select temporary_lv_id as id from temporary_live_views where company_id = $A order by 1 limit 1",
  contact:
    "select contact_id as id from temporary_live_view_contacts where company_id = $A order by 1 limit 1",
  call: "select id from driver_calls where company_id = $A order by id limit 1",
  coDriver: "select id from users where company_id = $A and is_driver order by id limit 1",
  deliveryOrder: "select id from delivery_orders where company_id = $A order by id limit 1",
  fleetTask: "select id from fleet_tasks where company_id = $A order by id limit 1",
  costEntry: "select id from cost_entries where company_id = $A order by id limit 1",
  allowance: "select id from driver_allowances where company_id = $A order by id limit 1",
  expense: "select id from driver_allowance_expenses where company_id = $A order by id limit 1",
  etollCard: "select id from etoll_cards where company_id = $A order by id limit 1",
  stop: "select id from fleet_task_stops where company_id = $A order by id limit 1",
  servicePlan: "select id from service_plans where company_id = $A order by id limit 1",
  serviceOrder: "select id from service_orders where company_id = $A order by id limit 1",
  planItem: "select id from service_plan_items where company_id = $A order by id limit 1",
  document: "select id from documents where company_id = $A order by id limit 1",
  deliveryTemplate: "select id from delivery_templates where company_id = $A order by id limit 1",
  invoice: "select id from invoices where company_id = $A order by id limit 1",
  rateCard: "select id from rate_cards where company_id = $A order by id limit 1",
  routePlan: "select id from route_plans where company_id = $A order by id limit 1",
  route: "select id from route_plan_routes where company_id = $A order by id limit 1",
  unavailability: "select id from fleet_unavailabilities where company_id = $A order by id limit 1",
  conversation: "select id from whatsapp_conversations where company_id = $A order by id limit 1",
  salesOrder: "select id from sales_orders where company_id = $A order by id limit 1",
  deliveryRequest: "select id from delivery_requests where company_id = $A order by id limit 1",
  exception: "select id from control_tower_exceptions where company_id = $A order by id limit 1",
  landMeasurement: "select id from land_measurements where company_id = $A order by id limit 1",
  ticket: "select id from company_tickets where company_id = $A order by id limit 1",
  apiKey: "select id from api_keys where company_id = $A order by id limit 1",
  // sessions change on their own (VOLATILE_TABLES): the hand-written case checks A's session survives
  endMySession:
    "select s.id from sessions s join users u on u.id = s.user_id where u.company_id = $A order by s.id limit 1",
  passkey:
    "select p.id from user_passkeys p join users u on u.id = p.user_id where u.company_id = $A order by p.id limit 1",
  // a session of A's users (VOLATILE_TABLES): the hand-written case checks it survives B's endUserSessions
  session:
    "select s.id from sessions s join users u on u.id = s.user_id where u.company_id = $A order by s.id limit 1",
  webhook: "select id from webhook_subscriptions where company_id = $A order by id limit 1",
  scheduledReport: "select id from scheduled_reports where company_id = $A order by id limit 1",
};

/**
 * Tables that change on their own (sessions, positions, background state), not by an operation. The control tower's
 * scanner writes its exceptions every few seconds; its own test checks another company's take and notes change nothing.
 */
// the driving rollup (activity runs, geofence visits, score days, its cursors) and the trip rollup (trips, their
// cursors) follow the positions on a timer
const VOLATILE_TABLES =
  /^(sessions|positions.*|vehicle_latest_status|alert_engine_state|arrival_notices|reminder_claims|fuel_events|control_tower_exceptions|vehicle_activity_runs|geofence_visits|driver_score_days|driving_rollup_cursors|vehicle_trips|vehicle_trip_cursors|__drizzle.*)$/;

const isIdName = (name: string, type: GraphQLInputType) =>
  /^(id|ids)$|Ids?$/.test(name) || getNamedType(type).name === "ID";

interface IdPath {
  operation: string;
  kind: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
  /** argument name, then input field names */
  path: string[];
}

function idPaths(schema: ReturnType<typeof buildSchema>): IdPath[] {
  const found: IdPath[] = [];
  const walk = (
    base: Omit<IdPath, "path">,
    fields: Record<string, { type: GraphQLInputType }>,
    prefix: string[],
    seen: string[],
  ) => {
    for (const [name, { type }] of Object.entries(fields)) {
      if (isIdName(name, type)) found.push({ ...base, path: [...prefix, name] });
      const named = getNamedType(type);
      if (isInputObjectType(named) && !seen.includes(named.name))
        walk(base, named.getFields(), [...prefix, name], [...seen, named.name]);
    }
  };
  for (const [kind, type] of [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const) {
    for (const [operation, field] of Object.entries(type?.getFields() ?? {})) {
      if (operation.startsWith("_")) continue;
      walk({ operation, kind, field }, Object.fromEntries(field.args.map((arg) => [arg.name, arg])), [], []);
    }
  }
  return found;
}

/** The kind of row an id names: from its own name, else (for `id`/`ids`) from the operation's. */
function idKind({ operation, path }: IdPath): string {
  const name = path.at(-1) ?? "";
  if (name !== "id" && name !== "ids") return name.replace(/\d*Ids?$/, "");
  const entity = operation
    .replace(/^(create|update|delete|upsert|move|rename)/i, "")
    .replace(/(Paginated|Filter)$/, "")
    .replace(/s$/, "");
  return entity.charAt(0).toLowerCase() + entity.slice(1);
}

/**
 * Every date of a call is this one instant: a range from it to itself is empty and answered by the filter's own
 * check, every time (two clock reads a millisecond apart made a valid range that answered an empty page).
 */
const AN_INSTANT = new Date().toISOString();

/** A value of `type` that passes GraphQL's own checks; the id path gets `id`. */
function argumentValue(type: GraphQLInputType, name: string, rest: string[], id: number): unknown {
  if (isNonNullType(type)) return argumentValue(type.ofType, name, rest, id);
  if (isListType(type)) return [argumentValue(type.ofType as GraphQLInputType, name, rest, id)];
  const named = getNamedType(type) as GraphQLNamedType;
  if (isInputObjectType(named)) {
    const fields = named.getFields();
    return Object.fromEntries(
      Object.values(fields)
        .filter((field) => isNonNullType(field.type) || field.name === rest[0])
        .map((field) => [
          field.name,
          argumentValue(
            field.type,
            field.name,
            field.name === rest[0] ? rest.slice(1) : [],
            field.name === rest[0] ? id : 0,
          ),
        ]),
    );
  }
  if (isEnumType(named)) return named.getValues()[0]?.value;
  const onPath = rest.length === 0 && id > 0;
  switch (named.name) {
    case "Int":
    case "Float":
      return onPath ? id : 1;
    case "Boolean":
      return false;
    case "DateTime":
      return AN_INSTANT;
    case "ID":
    case "String":
      if (onPath) return String(id);
      if (/time|date/i.test(name)) return AN_INSTANT;
      if (/phone/i.test(name)) return "81277770000";
      return "Uji";
    case "JSON":
      return {};
    default:
      return null;
  }
}

/** The envelope's status, and every list and object it answers with down to their typename. */
function selectionOf(type: GraphQLNamedType, depth = 0): string {
  if (!isObjectType(type) || depth > 2) return "{ __typename }";
  const parts = Object.values(type.getFields()).flatMap((child) => {
    const named = getNamedType(child.type);
    if (isObjectType(named)) return [`${child.name} ${selectionOf(named, depth + 1)}`];
    const listed = isListType(isNonNullType(child.type) ? child.type.ofType : child.type);
    return listed || ["isSuccessful", "errorName"].includes(child.name) ? [child.name] : [];
  });
  return `{ __typename ${parts.join(" ")} }`;
}

function callOf(target: IdPath, id: number) {
  const [argName, ...rest] = target.path;
  const args = target.field.args.filter((arg) => isNonNullType(arg.type) || arg.name === argName);
  const variables = Object.fromEntries(
    args.map((arg) => [
      arg.name,
      argumentValue(arg.type, arg.name, arg.name === argName ? rest : [], arg.name === argName ? id : 0),
    ]),
  );
  const declared = args.map((arg) => `$${arg.name}: ${arg.type}`).join(", ");
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const query = `${target.kind} ${declared ? `(${declared})` : ""} { ${target.operation}${passed ? `(${passed})` : ""} ${selectionOf(getNamedType(target.field.type))} }`;
  return { query, variables };
}

/** What of A an answer to B would show: any row of a list, or a single record (`data`). */
function leakedData(answer: unknown, path = "answer"): string[] {
  if (Array.isArray(answer)) return answer.length > 0 ? [path] : [];
  if (!answer || typeof answer !== "object") return [];
  return Object.entries(answer).flatMap(([name, value]) =>
    name === "data" && value && !Array.isArray(value)
      ? [`${path}.data`]
      : leakedData(value, `${path}.${name}`),
  );
}

describe("tenant isolation, generated from the schema", () => {
  const schema = buildSchema(loadSchema());
  const targets = idPaths(schema);
  let t: TestApp;
  let adminB: string;
  let companyA: number;

  const rows = async (query: string) =>
    resultRows<Record<string, unknown>>(await t.database.db.execute(sql.raw(query)));
  /** One digest per table, in one round trip. */
  let snapshotQuery = "";
  const snapshot = async () =>
    Object.fromEntries((await rows(snapshotQuery)).map((row) => [String(row.name), String(row.digest)]));

  beforeAll(async () => {
    t = await startTestApp();
    const adminA = await t.login("admin");
    adminB = await t.login("lain");
    const [company] = await rows("select id from companies where name = 'PT Armada Demo'");
    companyA = Number(company?.id);
    const tables = await rows(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    snapshotQuery = tables
      .map((row) => String(row.table_name))
      .filter((name) => !VOLATILE_TABLES.test(name))
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${name}" t`,
      )
      .join(" union all ");
    // Rows the demo data does not hold: a bank account, a shared link with a contact (and its WhatsApp message), a
    // route plan of the demo's confirmed orders, a webhook (of an event only a person's action raises), a scheduled
    // report, a driver call.
    const [vehicle] = await rows(ID_OF_A.vehicle?.replace("$A", String(companyA)) ?? "");
    const fixtures = await Promise.all([
      t.graphql(
        adminA,
        `mutation ($id: Int!) { updateCompany(input: { id: $id, bankAccounts: [{ bankName: "BCA", accountName: "A", accountNo: "111" }] }) { isSuccessful } }`,
        { id: companyA },
      ),
      t.graphql(
        adminA,
        `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) { isSuccessful } }`,
        {
          input: {
            name: "Milik A",
            duration: 60,
            vehicleIds: [vehicle?.id],
            pickedColumns: ["speed"],
            contacts: [{ label: "Pelanggan A", phoneNumber: "81277778888" }],
          },
        },
      ),
      t.graphql(
        adminA,
        `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) { isSuccessful } }`,
        {
          input: {
            // the demo's confirmed orders are due tomorrow (route-optimization/demoRoutePlanning.ts)
            day: new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10),
            vehicles: [{ vehicleId: vehicle?.id }],
            depot: { address: "Depo A", lat: -6.1847, lng: 106.9402 },
            shiftStart: "07:00",
            shiftEnd: "18:00",
            timeLimitSeconds: 1,
          },
        },
      ),
      t.graphql(
        adminA,
        `mutation { createWebhook(input: { name: "Webhook A", url: "https://hooks.invalid/a", events: ["alert.resolved"] }) { isSuccessful } }`,
      ),
      t.graphql(
        adminA,
        `mutation { createScheduledReport(input: { name: "Jadwal A", reportKind: "utilisation", frequency: "DAILY", hour: 7, formats: ["xlsx"], emails: ["a@contoh.co.id"] }) { isSuccessful } }`,
      ),
    ]);
    expect(fixtures.map((result) => Object.values(result.data ?? {})[0])).toEqual([
      { isSuccessful: true },
      { isSuccessful: true },
      { isSuccessful: true },
      { isSuccessful: true },
      { isSuccessful: true },
    ]);
    // a passkey of A's first user (its key material is never read here)
    await rows(
      `insert into user_passkeys (user_id, credential_id, public_key, name) select id, 'tenant-suite-a', '\\x00'::bytea, 'Kunci A' from users where company_id = ${companyA} and is_driver order by id limit 1`,
    );
    await rows(
      `insert into driver_calls (company_id, vehicle_id, ended_on, end_reason) values (${companyA}, ${vehicle?.id}, now(), 'operatorEnded')`,
    );
    // The start-up passes (reminders, fuel events and their alerts, scheduled orders) write on their own, and the
    // outbox worker sends the link's message: the snapshots start once they have.
    await t.jobsSettled();
    await vi.waitFor(
      async () =>
        expect(await rows("select id from whatsapp_messages where status in ('queued', 'sending')")).toEqual(
          [],
        ),
      { timeout: 15_000, interval: 100 },
    );
  });
  afterAll(() => t.close());

  it("finds the id-carrying operations of the schema", () => {
    expect(targets.length).toBeGreaterThan(50);
  });

  for (const target of targets) {
    const key = `${target.operation} ${target.path.join(".")}`;
    if (SHARED_IDS[key]) continue;
    it(key, async () => {
      const lookup = ID_OF_A[idKind(target)];
      if (!lookup)
        throw new Error(
          `no id source for kind "${idKind(target)}" of ${key}: add it to ID_OF_A or SHARED_IDS`,
        );
      const [row] = await rows(lookup.replace("$A", String(companyA)));
      if (!row) throw new Error(`the demo company has no ${idKind(target)} for ${key}`);
      const { query, variables } = callOf(target, Number(row.id));
      const before = await snapshot();
      const result = await t.graphql<Record<string, Record<string, unknown>>>(adminB, query, variables);
      expect(result.errors, `errors of ${query}`).toBeUndefined();
      const answer = result.data?.[target.operation] ?? {};
      if (answer.isSuccessful === false)
        expect(["NotFound", "ValidationError"], query).toContain(answer.errorName);
      else expect(leakedData(answer), `${query} ${JSON.stringify(variables)}`).toEqual([]);
      const after = await snapshot();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed, `tables ${changed.join(", ")} changed by ${query}`).toEqual([]);
    });
  }
});
