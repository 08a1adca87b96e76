import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companyIdOf } from "../alerts/testing/alertFixtures.js";
import { moveDeliveryOrders } from "./deliveryOrderRepository.js";
import { salesOrders } from "./salesOrders.tables.js";

const SO_FIELDS = `salesOrderId code status customerName orderDate totalPrice requiredSkills priority destination { address }
  lines { lineNo name quantity unitPrice shippedQuantity remainingQuantity }
  deliveryOrders { deliveryOrderId code status lines { lineNo quantity } }`;
const SALES_ORDERS = `query ($filter: SalesOrdersFilter) { salesOrders(filter: $filter) {
  isSuccessful errorName list { ${SO_FIELDS} } pagination { total page show } statusCounts { status count } } }`;
const SALES_ORDER = `query ($id: Int!) { salesOrder(salesOrderId: $id) { isSuccessful errorName data { ${SO_FIELDS} } } }`;
const CREATE_SO = `mutation ($input: CreateSalesOrderInput!) { createSalesOrder(input: $input) {
  isSuccessful errorName message data { ${SO_FIELDS} } } }`;
const UPDATE_SO = `mutation ($input: UpdateSalesOrderInput!) { updateSalesOrder(input: $input) {
  isSuccessful errorName message data { ${SO_FIELDS} } } }`;
const DELETE_SO = `mutation ($id: Int!) { deleteSalesOrder(input: { salesOrderId: $id }) { isSuccessful errorName } }`;
const SO_STATUS = `mutation ($id: Int!, $status: SalesOrderManualStatus!) {
  changeSalesOrderStatus(input: { salesOrderId: $id, status: $status }) { isSuccessful errorName message data { status } } }`;
const MAKE_DOS = `mutation ($input: CreateDeliveryOrdersFromSalesOrderInput!) { createDeliveryOrdersFromSalesOrder(input: $input) {
  isSuccessful errorName message data { ${SO_FIELDS} } } }`;
const ORDER = `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { isSuccessful errorName data {
  code status customerName shipmentNumber salesOrderId salesOrderCode items { name quantity } destination { address }
  destinationContactPhone requiredSkills priority consigneeLinks { sentOn } } } }`;
const ORDER_STATUS = `mutation ($id: Int!, $status: DeliveryOrderStatus!) {
  changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: $status }) { isSuccessful errorName } }`;
const REQUESTS = `query ($filter: DeliveryRequestsFilter) { deliveryRequests(filter: $filter) {
  isSuccessful errorName list { deliveryRequestId code status requesterName } pagination { total } statusCounts { status count } } }`;
const REQUEST_FIELDS = `deliveryRequestId code status requesterName requesterPhone rejectionReason deliveryOrderId deliveryOrderCode
  deliveryOrderStatus decidedOn`;
const REQUEST = `query ($id: Int!) { deliveryRequest(deliveryRequestId: $id) { isSuccessful errorName data { ${REQUEST_FIELDS} } } }`;
const CREATE_REQUEST = `mutation ($input: CreateDeliveryRequestInput!) { createDeliveryRequest(input: $input) {
  isSuccessful errorName message data { ${REQUEST_FIELDS} } } }`;
const APPROVE = `mutation ($id: Int!) { approveDeliveryRequest(input: { deliveryRequestId: $id }) {
  isSuccessful errorName message data { ${REQUEST_FIELDS} } } }`;
const REJECT = `mutation ($id: Int!, $reason: String!) { rejectDeliveryRequest(input: { deliveryRequestId: $id, reason: $reason }) {
  isSuccessful errorName message data { ${REQUEST_FIELDS} } } }`;

interface Line {
  lineNo: number;
  quantity: number;
  shippedQuantity: number;
  remainingQuantity: number;
}
interface SalesOrder {
  salesOrderId: number;
  code: string;
  status: string;
  totalPrice: number;
  requiredSkills: string[];
  priority: string;
  lines: Line[];
  deliveryOrders: {
    deliveryOrderId: number;
    code: string;
    status: string;
    lines: { lineNo: number; quantity: number }[];
  }[];
}
interface Request {
  deliveryRequestId: number;
  code: string;
  status: string;
  rejectionReason: string | null;
  deliveryOrderId: number | null;
  deliveryOrderCode: string | null;
  deliveryOrderStatus: string | null;
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const gudang = { address: "Gudang Cikarang, Jl. Industri Raya 5", lat: -6.3, lng: 107.15 };
const salesOrderInput = (customerName: string) => ({
  customerName,
  billedCustomerName: "PT Induk Makmur",
  orderDate: "2026-11-29",
  requestedDeliveryWindow: { start: "2026-12-02T01:00:00.000Z", end: "2026-12-02T09:00:00.000Z" },
  destination: { address: "Toko Makmur, Jl. Ahmad Yani 10, Bekasi", lat: -6.24, lng: 106.99 },
  destinationContactName: "Bu Rina",
  destinationContactPhone: "0812 1111 2222",
  lines: [
    { name: "Semen 50 kg", quantity: 100, weightKg: 50, volumeM3: 0.04, unitPrice: 65_000 },
    { name: "Cat tembok 5 L", quantity: 20, weightKg: 6, volumeM3: 0.01, unitPrice: 180_000 },
  ],
  notes: "Bongkar pagi",
});
const requestInput = (requesterName: string) => ({
  requesterKind: "BRANCH",
  requesterName,
  requesterPhone: "081233334444",
  origin: gudang,
  destination: { address: "Cabang Bandung, Jl. Soekarno-Hatta 200", lat: -6.94, lng: 107.62 },
  deliveryWindow: { start: "2026-12-03T01:00:00.000Z", end: "2026-12-03T05:00:00.000Z" },
  items: [{ name: "Palet suku cadang", quantity: 3, weightKg: 120, volumeM3: 1.2 }],
  notes: "Butuh forklift",
});

describe("sales orders and delivery requests", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const createSalesOrder = async (customer: string, cookie = admin) =>
    (await call<Result<SalesOrder>>(cookie, CREATE_SO, { input: salesOrderInput(customer) })).data;
  const confirmed = async (customer: string) => {
    const order = await createSalesOrder(customer);
    await call(admin, SO_STATUS, { id: order.salesOrderId, status: "CONFIRMED" });
    return order;
  };
  const ship = (id: number, ...shipments: [number, number][][]) =>
    call<Result<SalesOrder>>(admin, MAKE_DOS, {
      input: {
        salesOrderId: id,
        shipments: shipments.map((lines) => ({
          origin: gudang,
          lines: lines.map(([lineNo, quantity]) => ({ lineNo, quantity })),
        })),
      },
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a draft sales order with numbered lines and its Rupiah total, and refuses what is invalid", async () => {
    const order = await createSalesOrder("PT Sinar Niaga");
    expect(order).toMatchObject({ status: "DRAFT", totalPrice: 100 * 65_000 + 20 * 180_000 });
    expect(order.code).toMatch(/^SO-\d{6}$/);
    expect(order.lines.map((line) => [line.lineNo, line.remainingQuantity, line.shippedQuantity])).toEqual([
      [1, 100, 0],
      [2, 20, 0],
    ]);
    const noLines = await call<Result<null>>(admin, CREATE_SO, {
      input: { ...salesOrderInput("X"), lines: [] },
    });
    expect(noLines).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const badPhone = await call<Result<null>>(admin, CREATE_SO, {
      input: { ...salesOrderInput("X"), destinationContactPhone: "12" },
    });
    expect(badPhone).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("edits and deletes a draft only; a confirmed order needs no DO to go back to draft", async () => {
    const order = await createSalesOrder("PT Edit");
    const edited = await call<Result<SalesOrder>>(admin, UPDATE_SO, {
      input: { salesOrderId: order.salesOrderId, ...salesOrderInput("PT Edit Baru") },
    });
    expect(edited).toMatchObject({ isSuccessful: true, data: { status: "DRAFT" } });
    await call(admin, SO_STATUS, { id: order.salesOrderId, status: "CONFIRMED" });
    const locked = await call<Result<null>>(admin, UPDATE_SO, {
      input: { salesOrderId: order.salesOrderId, ...salesOrderInput("PT Edit") },
    });
    expect(locked).toMatchObject({ isSuccessful: false, errorName: "SalesOrderLocked" });
    expect(await call<Result<null>>(admin, DELETE_SO, { id: order.salesOrderId })).toMatchObject({
      errorName: "SalesOrderLocked",
    });
    expect(
      await call<Result<null>>(admin, SO_STATUS, { id: order.salesOrderId, status: "DRAFT" }),
    ).toMatchObject({
      isSuccessful: true,
    });
    expect(await call<Result<null>>(admin, DELETE_SO, { id: order.salesOrderId })).toMatchObject({
      isSuccessful: true,
    });
    expect(await call<Result<null>>(admin, SALES_ORDER, { id: order.salesOrderId })).toMatchObject({
      errorName: "NotFound",
    });
  });

  it("makes DOs in split shipments, never more than ordered, and reads Sebagian dikirim then Selesai", async () => {
    const draft = await createSalesOrder("PT Split");
    expect(await ship(draft.salesOrderId, [[1, 10]])).toMatchObject({ errorName: "SalesOrderNotConfirmed" });
    const order = await confirmed("PT Split Dua");
    const split = await ship(
      order.salesOrderId,
      [
        [1, 60],
        [2, 20],
      ],
      [[1, 30]],
    );
    expect(split, split.message).toMatchObject({ isSuccessful: true, data: { status: "PARTIALLY_SHIPPED" } });
    expect(split.data.lines.map((line) => line.remainingQuantity)).toEqual([10, 0]);
    expect(split.data.deliveryOrders.map((row) => [row.status, row.lines])).toEqual([
      [
        "DRAFT",
        [
          { lineNo: 1, quantity: 60 },
          { lineNo: 2, quantity: 20 },
        ],
      ],
      ["DRAFT", [{ lineNo: 1, quantity: 30 }]],
    ]);
    // over what is left, over all shipments of one request together, an unknown line, an empty shipment
    expect(await ship(order.salesOrderId, [[1, 11]])).toMatchObject({ errorName: "SalesOrderOverShipped" });
    const twice = await ship(order.salesOrderId, [[1, 6]], [[1, 5]]);
    expect(twice).toMatchObject({ errorName: "SalesOrderOverShipped" });
    expect(twice.message).toContain("10");
    expect(await ship(order.salesOrderId, [[3, 1]])).toMatchObject({ errorName: "NotFound" });
    expect(await ship(order.salesOrderId, [[1, 0]])).toMatchObject({ errorName: "SalesOrderEmptyShipment" });
    expect(
      (await call<Result<SalesOrder>>(admin, SALES_ORDER, { id: order.salesOrderId })).data.deliveryOrders,
    ).toHaveLength(2);
    // the DO shows its sales order, the order's customer, destination and contact, and the lines it carries
    const [first, second] = split.data.deliveryOrders;
    const made = await call<Result<Record<string, unknown>>>(admin, ORDER, { id: first?.deliveryOrderId });
    expect(made.data).toMatchObject({
      customerName: "PT Split Dua",
      shipmentNumber: order.code,
      salesOrderId: order.salesOrderId,
      salesOrderCode: order.code,
      destination: { address: "Toko Makmur, Jl. Ahmad Yani 10, Bekasi" },
      destinationContactPhone: "+6281211112222",
      items: [
        { name: "Semen 50 kg", quantity: 60 },
        { name: "Cat tembok 5 L", quantity: 20 },
      ],
      consigneeLinks: [],
    });
    // a canceled DO gives its quantities back; the order cannot be canceled while a DO carries it
    expect(
      await call<Result<null>>(admin, SO_STATUS, { id: order.salesOrderId, status: "CANCELED" }),
    ).toMatchObject({
      errorName: "SalesOrderHasDeliveryOrders",
    });
    await call(admin, ORDER_STATUS, { id: second?.deliveryOrderId, status: "CANCELED" });
    const back = await call<Result<SalesOrder>>(admin, SALES_ORDER, { id: order.salesOrderId });
    expect(back.data.lines.map((line) => line.remainingQuantity)).toEqual([40, 0]);
    expect(
      (await ship(order.salesOrderId, [[1, 40]])).data.lines.map((line) => line.remainingQuantity),
    ).toEqual([0, 0]);
    // every live DO delivered: Selesai
    const live = (
      await call<Result<SalesOrder>>(admin, SALES_ORDER, { id: order.salesOrderId })
    ).data.deliveryOrders.filter((row) => row.status !== "CANCELED");
    // as the drops do, each in its transaction: the stored status follows its DOs
    const companyId = await companyIdOf(t.database.db, "PT Armada Demo");
    const [firstLive, ...others] = live.map((row) => row.deliveryOrderId);
    await t.database.db.transaction((tx) =>
      moveDeliveryOrders(tx, companyId, [firstLive ?? 0], "DRAFT", "DELIVERED"),
    );
    expect((await call<Result<SalesOrder>>(admin, SALES_ORDER, { id: order.salesOrderId })).data.status).toBe(
      "PARTIALLY_SHIPPED",
    );
    await t.database.db.transaction((tx) => moveDeliveryOrders(tx, companyId, others, "DRAFT", "DELIVERED"));
    const [stored] = await t.database.db
      .select({ shownStatus: salesOrders.shownStatus })
      .from(salesOrders)
      .where(eq(salesOrders.id, order.salesOrderId));
    expect(stored?.shownStatus).toBe("COMPLETED");
    expect((await call<Result<SalesOrder>>(admin, SALES_ORDER, { id: order.salesOrderId })).data.status).toBe(
      "COMPLETED",
    );
  });

  it("copies its required vehicle skills onto the DOs it makes; an edit without them keeps them", async () => {
    const refused = await call<Result<SalesOrder>>(admin, CREATE_SO, {
      input: { ...salesOrderInput("PT Dingin Beku"), requiredSkills: ["COLD_BOX", "COLD_BOX"] },
    });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const created = await call<Result<SalesOrder>>(admin, CREATE_SO, {
      input: { ...salesOrderInput("PT Dingin Beku"), requiredSkills: ["COLD_BOX"] },
    });
    expect(created.data.requiredSkills).toEqual(["COLD_BOX"]);
    const id = created.data.salesOrderId;
    const edited = await call<Result<SalesOrder>>(admin, UPDATE_SO, {
      input: {
        salesOrderId: id,
        ...salesOrderInput("PT Dingin Beku"),
        requiredSkills: ["COLD_BOX", "TAIL_LIFT"],
      },
    });
    expect(edited.data.requiredSkills).toEqual(["COLD_BOX", "TAIL_LIFT"]);
    const kept = await call<Result<SalesOrder>>(admin, UPDATE_SO, {
      input: { salesOrderId: id, ...salesOrderInput("PT Dingin Beku") },
    });
    expect(kept.data.requiredSkills).toEqual(["COLD_BOX", "TAIL_LIFT"]);
    await call(admin, SO_STATUS, { id, status: "CONFIRMED" });
    const shipped = await ship(id, [[1, 50]], [[1, 50]]);
    expect(shipped.isSuccessful, shipped.message).toBe(true);
    for (const made of shipped.data.deliveryOrders) {
      const order = await call<Result<{ requiredSkills: string[] }>>(admin, ORDER, {
        id: made.deliveryOrderId,
      });
      expect(order.data.requiredSkills).toEqual(["COLD_BOX", "TAIL_LIFT"]);
    }
    // a sales order without skills makes DOs without any
    const plain = await confirmed("PT Tanpa Syarat");
    const plainShipped = await ship(plain.salesOrderId, [[1, 10]]);
    const plainOrder = await call<Result<{ requiredSkills: string[] }>>(admin, ORDER, {
      id: plainShipped.data.deliveryOrders[0]?.deliveryOrderId,
    });
    expect(plainOrder.data.requiredSkills).toEqual([]);
  });

  it("copies its priority onto the DOs it makes; an edit without it keeps it", async () => {
    const created = await call<Result<SalesOrder>>(admin, CREATE_SO, {
      input: { ...salesOrderInput("CV Segera Kirim"), priority: "HIGH" },
    });
    expect(created.data.priority).toBe("HIGH");
    const id = created.data.salesOrderId;
    const kept = await call<Result<SalesOrder>>(admin, UPDATE_SO, {
      input: { salesOrderId: id, ...salesOrderInput("CV Segera Kirim") },
    });
    expect(kept.data.priority).toBe("HIGH");
    const raised = await call<Result<SalesOrder>>(admin, UPDATE_SO, {
      input: { salesOrderId: id, ...salesOrderInput("CV Segera Kirim"), priority: "URGENT" },
    });
    expect(raised.data.priority).toBe("URGENT");
    await call(admin, SO_STATUS, { id, status: "CONFIRMED" });
    const shipped = await ship(id, [[1, 50]], [[1, 50]]);
    expect(shipped.isSuccessful, shipped.message).toBe(true);
    for (const made of shipped.data.deliveryOrders) {
      const order = await call<Result<{ priority: string }>>(admin, ORDER, { id: made.deliveryOrderId });
      expect(order.data.priority).toBe("URGENT");
    }
    // a sales order without a priority makes NORMAL DOs
    const plain = await confirmed("CV Biasa Saja");
    expect(plain.priority).toBe("NORMAL");
    const plainShipped = await ship(plain.salesOrderId, [[1, 10]]);
    const plainOrder = await call<Result<{ priority: string }>>(admin, ORDER, {
      id: plainShipped.data.deliveryOrders[0]?.deliveryOrderId,
    });
    expect(plainOrder.data.priority).toBe("NORMAL");
  });

  it("lists with stored status filters, counts, search and pages", async () => {
    const all = await call<{
      list: SalesOrder[];
      pagination: { total: number };
      statusCounts: { status: string; count: number }[];
    }>(admin, SALES_ORDERS, { filter: { search: "PT S" } });
    const counts = Object.fromEntries(all.statusCounts.map((row) => [row.status, row.count]));
    expect(counts).toMatchObject({ DRAFT: 2, COMPLETED: 1 });
    const completed = await call<{ list: SalesOrder[]; pagination: { total: number } }>(admin, SALES_ORDERS, {
      filter: { status: "COMPLETED", search: "PT S" },
    });
    expect(completed.list.map((row) => row.status)).toEqual(["COMPLETED"]);
    const paged = await call<{ list: SalesOrder[]; pagination: { total: number } }>(admin, SALES_ORDERS, {
      filter: { search: "PT S", pagination: { page: 2, show: 2 } },
    });
    // the demo's orders match "PT S" too: the second page of two holds what is left after the first
    expect(all.pagination.total).toBeGreaterThanOrEqual(3);
    expect(paged.pagination.total).toBe(all.pagination.total);
    expect(paged.list.map((row) => row.salesOrderId)).toEqual(
      all.list.slice(2, 4).map((row) => row.salesOrderId),
    );
  });

  it("approves a delivery request into a draft DO and rejects another with its reason, each once", async () => {
    const created = await call<Result<Request>>(admin, CREATE_REQUEST, {
      input: requestInput("Cabang Bandung"),
    });
    expect(created, created.message).toMatchObject({ isSuccessful: true, data: { status: "NEW" } });
    expect(created.data.code).toMatch(/^RQ-\d{6}$/);
    const approved = await call<Result<Request>>(admin, APPROVE, { id: created.data.deliveryRequestId });
    expect(approved.data).toMatchObject({ status: "APPROVED", deliveryOrderStatus: "DRAFT" });
    expect(approved.data.deliveryOrderCode).toMatch(/^DO-\d{6}$/);
    const made = await call<Result<Record<string, unknown>>>(admin, ORDER, {
      id: approved.data.deliveryOrderId,
    });
    expect(made.data).toMatchObject({ customerName: "Cabang Bandung", shipmentNumber: created.data.code });
    expect(
      await call<Result<null>>(admin, REJECT, {
        id: created.data.deliveryRequestId,
        reason: "Sudah disetujui",
      }),
    ).toMatchObject({
      errorName: "DeliveryRequestDecided",
    });

    const other = await call<Result<Request>>(admin, CREATE_REQUEST, { input: requestInput("PT Pelanggan") });
    const noReason = await call<Result<null>>(admin, REJECT, {
      id: other.data.deliveryRequestId,
      reason: " ",
    });
    expect(noReason).toMatchObject({ errorName: "ValidationError" });
    const rejected = await call<Result<Request>>(admin, REJECT, {
      id: other.data.deliveryRequestId,
      reason: "Armada penuh minggu ini",
    });
    expect(rejected.data).toMatchObject({
      status: "REJECTED",
      rejectionReason: "Armada penuh minggu ini",
      deliveryOrderId: null,
    });
    expect(await call<Result<null>>(admin, APPROVE, { id: other.data.deliveryRequestId })).toMatchObject({
      errorName: "DeliveryRequestDecided",
    });
    const list = await call<{ list: Request[]; statusCounts: { status: string; count: number }[] }>(
      admin,
      REQUESTS,
      {
        filter: { status: "REJECTED" },
      },
    );
    expect(list.list.map((row) => row.code)).toContain(other.data.code);
    expect(list.list.every((row) => row.status === "REJECTED")).toBe(true);
    const invalid = await call<Result<null>>(admin, CREATE_REQUEST, {
      input: { ...requestInput("X"), items: [] },
    });
    expect(invalid).toMatchObject({ errorName: "ValidationError" });
  });

  it("shows another company nothing, and lets it touch nothing", async () => {
    const own = await confirmed("PT Rahasia");
    const request = await call<Result<Request>>(admin, CREATE_REQUEST, {
      input: requestInput("Cabang Rahasia"),
    });
    expect((await call<{ list: SalesOrder[] }>(lain, SALES_ORDERS)).list).toEqual([]);
    expect((await call<{ list: Request[] }>(lain, REQUESTS)).list).toEqual([]);
    const id = own.salesOrderId;
    for (const [query, variables] of [
      [SALES_ORDER, { id }],
      [UPDATE_SO, { input: { salesOrderId: id, ...salesOrderInput("Diretas") } }],
      [DELETE_SO, { id }],
      [SO_STATUS, { id, status: "CANCELED" }],
      [
        MAKE_DOS,
        { input: { salesOrderId: id, shipments: [{ origin: gudang, lines: [{ lineNo: 1, quantity: 1 }] }] } },
      ],
      [REQUEST, { id: request.data.deliveryRequestId }],
      [APPROVE, { id: request.data.deliveryRequestId }],
      [REJECT, { id: request.data.deliveryRequestId, reason: "Bukan milik Anda" }],
    ] as const)
      expect(await call<Result<null>>(lain, query, variables), query).toMatchObject({
        errorName: "NotFound",
      });
    expect((await call<Result<SalesOrder>>(admin, SALES_ORDER, { id })).data).toMatchObject({
      status: "CONFIRMED",
      deliveryOrders: [],
    });
    expect(
      (await call<Result<Request>>(admin, REQUEST, { id: request.data.deliveryRequestId })).data.status,
    ).toBe("NEW");
  });

  it("needs the sales-order keys for sales orders and the tms keys for requests", async () => {
    const forbidden = async (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
      (await t.graphql(cookie, query, variables)).errors?.[0]?.extensions?.code;
    const readOnly = await t.loginAs(["sales-order:read", "tms:read"]);
    expect((await call<{ isSuccessful: boolean }>(readOnly, SALES_ORDERS)).isSuccessful).toBe(true);
    expect(await forbidden(readOnly, CREATE_SO, { input: salesOrderInput("X") })).toBe("FORBIDDEN");
    expect(await forbidden(readOnly, CREATE_REQUEST, { input: requestInput("X") })).toBe("FORBIDDEN");
    const tmsOnly = await t.loginAs(["tms:read", "tms:create", "tms:update", "tms:delete"]);
    expect(await forbidden(tmsOnly, SALES_ORDERS)).toBe("FORBIDDEN");
    expect((await call<{ isSuccessful: boolean }>(tmsOnly, REQUESTS)).isSuccessful).toBe(true);
  });
});
