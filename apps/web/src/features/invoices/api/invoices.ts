import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateInvoiceDraftInput,
  InvoiceQuery,
  InvoiceSettingsInput,
  InvoiceSettingsQuery,
  InvoiceStatus,
  InvoicesQuery,
  RateCardInput,
  RateCardsQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";
import { uploadFile } from "@/shared/api/uploadFile";

const INVOICES = graphql(`
  query Invoices($filter: InvoicesFilterInput) {
    invoices(filter: $filter) {
      ...EnvelopeFields
      list { invoiceId number status customerName periodFrom periodTo total issuedOn createdOn }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const INVOICE = graphql(`
  query Invoice($invoiceId: Int!) {
    invoice(invoiceId: $invoiceId) {
      ...EnvelopeFields
      data {
        invoiceId number status customerName serviceType periodFrom periodTo ppnRatePercent pph23RatePercent
        ppnDppNilaiLain pricesIncludePpn subtotal ppnBase ppn pph23 total notes cancelReason issuedOn dueOn paidOn
        cancelledOn
        lines {
          deliveryOrderId deliveryOrderCode description unit quantity unitPrice baseAmount waitingAmount
          extraDropAmount overnightAmount amount podReceiverName podTime podOverrideReason
        }
      }
    }
  }
`);

const INVOICEABLE = graphql(`
  query InvoiceableOrders($input: InvoiceableOrdersInput!) {
    invoiceableOrders(input: $input) {
      ...EnvelopeFields
      data { deliveryOrderId code destinationAddress deliveredOn hasPod podReceiverName podTime invoiceNumber }
    }
  }
`);

const RATE_CARDS = graphql(`
  query RateCards($filter: RateCardsFilterInput) {
    rateCards(filter: $filter) {
      ...EnvelopeFields
      list {
        rateCardId customerName serviceType originArea destinationArea vehicleSize unit price waitingFreeMinutes
        waitingPricePerHour extraDropPrice overnightPrice
      }
      pagination { total page show }
    }
  }
`);

const SETTINGS = graphql(`
  query InvoiceSettings {
    invoiceSettings {
      ...EnvelopeFields
      data {
        invoiceAddress paymentTermsDays ppnRatePercent ppnDppNilaiLain pricesIncludePpn pph23RatePercent
        numberPrefix taxNo bankAccount logoUrl
      }
    }
  }
`);

const SAVE_SETTINGS = graphql(`
  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {
    updateInvoiceSettings(input: $input) { ...EnvelopeFields data { numberPrefix } }
  }
`);

const SET_LOGO = graphql(`
  mutation SetInvoiceLogo($input: InvoiceLogoInput!) {
    setInvoiceLogo(input: $input) { ...EnvelopeFields data { logoUrl } }
  }
`);

const CUSTOMER_DEFAULTS = graphql(`
  query InvoiceCustomerDefaults($input: InvoiceCustomerDefaultsInput!) {
    invoiceCustomerDefaults(input: $input) { ...EnvelopeFields data { withholdPph23 remembered } }
  }
`);

const CREATE_DRAFT = graphql(`
  mutation CreateInvoiceDraft($input: CreateInvoiceDraftInput!) {
    createInvoiceDraft(input: $input) { ...EnvelopeFields data { invoiceId } }
  }
`);

const ISSUE = graphql(`
  mutation IssueInvoice($input: InvoiceIdInput!) {
    issueInvoice(input: $input) { ...EnvelopeFields data { invoiceId status number } }
  }
`);

const MARK_PAID = graphql(`
  mutation MarkInvoicePaid($input: InvoiceIdInput!) {
    markInvoicePaid(input: $input) { ...EnvelopeFields data { invoiceId status } }
  }
`);

const CANCEL = graphql(`
  mutation CancelInvoice($input: CancelInvoiceInput!) {
    cancelInvoice(input: $input) { ...EnvelopeFields data { invoiceId status } }
  }
`);

const CREATE_CARD = graphql(`
  mutation CreateRateCard($input: RateCardInput!) {
    createRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }
  }
`);

const UPDATE_CARD = graphql(`
  mutation UpdateRateCard($input: UpdateRateCardInput!) {
    updateRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }
  }
`);

const DELETE_CARD = graphql(`
  mutation DeleteRateCard($input: RateCardIdInput!) {
    deleteRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }
  }
`);

export type InvoiceRow = NonNullable<InvoicesQuery["invoices"]["list"]>[number];
export type InvoiceDetail = NonNullable<InvoiceQuery["invoice"]["data"]>;
export type InvoiceSettingsView = NonNullable<InvoiceSettingsQuery["invoiceSettings"]["data"]>;
export type RateCardRow = NonNullable<RateCardsQuery["rateCards"]["list"]>[number];

export const INVOICES_KEY = ["invoices"] as const;

/** A page of the company's invoices, newest first, and the count per status. */
export function useInvoices(filter: { status: InvoiceStatus | null; page: number; show: number }) {
  return useQuery({
    queryKey: [...INVOICES_KEY, "list", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      statusCountedPage(
        await requestEnvelope(
          INVOICES,
          "invoices",
          { filter: { status: filter.status, pagination: { page: filter.page, show: filter.show } } },
          signal,
        ),
      ),
  });
}

export function useInvoice(invoiceId: number | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, "detail", invoiceId],
    enabled: invoiceId !== null,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(INVOICE, "invoice", { invoiceId: invoiceId ?? 0 }, signal)).data ?? null,
  });
}

/** The customer's delivered orders of the period (none asked while the customer is empty). */
export function useInvoiceableOrders(input: { customerName: string; from: string; to: string } | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, "orders", input],
    enabled: input !== null,
    queryFn: async ({ signal }) =>
      input ? ((await requestEnvelope(INVOICEABLE, "invoiceableOrders", { input }, signal)).data ?? []) : [],
  });
}

export function useRateCards(filter: { page: number; show: number }) {
  return useQuery({
    queryKey: [...INVOICES_KEY, "rateCards", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        RATE_CARDS,
        "rateCards",
        { filter: { pagination: { page: filter.page, show: filter.show } } },
        signal,
      );
      return { rows: result.list ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

function useInvoicesMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}

export function useCreateInvoiceDraft() {
  return useInvoicesMutation(
    async (input: CreateInvoiceDraftInput) =>
      (await requestEnvelope(CREATE_DRAFT, "createInvoiceDraft", { input })).data,
  );
}

/** The PPh 23 choice a new invoice for the customer starts with (its last invoice's); none asked without a name. */
export function useInvoiceCustomerDefaults(customerName: string | null) {
  return useQuery({
    queryKey: [...INVOICES_KEY, "customerDefaults", customerName],
    enabled: customerName !== null,
    queryFn: async ({ signal }) =>
      (
        await requestEnvelope(
          CUSTOMER_DEFAULTS,
          "invoiceCustomerDefaults",
          { input: { customerName: customerName ?? "" } },
          signal,
        )
      ).data ?? null,
  });
}

/** Issues, marks paid or cancels (with its reason) an invoice. */
export function useMoveInvoice() {
  return useInvoicesMutation(
    async ({
      invoiceId,
      to,
      reason,
    }: {
      invoiceId: number;
      to: "ISSUED" | "PAID" | "CANCELLED";
      reason?: string;
    }) => {
      if (to === "ISSUED")
        return (await requestEnvelope(ISSUE, "issueInvoice", { input: { invoiceId } })).data;
      if (to === "PAID")
        return (await requestEnvelope(MARK_PAID, "markInvoicePaid", { input: { invoiceId } })).data;
      return (await requestEnvelope(CANCEL, "cancelInvoice", { input: { invoiceId, reason: reason ?? "" } }))
        .data;
    },
  );
}

/** Creates (no id) or updates a rate card. */
export function useSaveRateCard() {
  return useInvoicesMutation(
    async ({ rateCardId, input }: { rateCardId: number | null; input: RateCardInput }) =>
      rateCardId === null
        ? (await requestEnvelope(CREATE_CARD, "createRateCard", { input })).data
        : (await requestEnvelope(UPDATE_CARD, "updateRateCard", { input: { ...input, rateCardId } })).data,
  );
}

export function useDeleteRateCard() {
  return useInvoicesMutation(
    async (rateCardId: number) =>
      (await requestEnvelope(DELETE_CARD, "deleteRateCard", { input: { rateCardId } })).data,
  );
}

/** The company's invoice settings (the defaults until saved). */
export function useInvoiceSettings() {
  return useQuery({
    queryKey: [...INVOICES_KEY, "settings"],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(SETTINGS, "invoiceSettings", {}, signal)).data ?? null,
  });
}

export function useSaveInvoiceSettings() {
  return useInvoicesMutation(
    async (input: InvoiceSettingsInput) =>
      (await requestEnvelope(SAVE_SETTINGS, "updateInvoiceSettings", { input })).data,
  );
}

/** Uploads a png or jpg as the logo the invoices print, or (null) removes it. */
export function useSetInvoiceLogo() {
  return useInvoicesMutation(async (file: File | null) => {
    const logoUrl = file ? await uploadFile("/api/invoices/uploads", file) : null;
    return (await requestEnvelope(SET_LOGO, "setInvoiceLogo", { input: { logoUrl } })).data;
  });
}
