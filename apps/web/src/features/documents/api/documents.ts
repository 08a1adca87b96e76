import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateDocumentInput,
  DocumentStatus,
  DocumentSubject,
  DocumentsQuery,
  UpdateDocumentSettingsInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { statusCountedPage } from "@/shared/api/statusCountedPage";
import { uploadFile } from "@/shared/api/uploadFile";

const DOCUMENTS = graphql(`
  query Documents($filter: DocumentsFilter) {
    documents(filter: $filter) {
      ...EnvelopeFields
      list {
        documentId type subject vehicleId licensePlate driverId driverName number issuedOn expiresOn reminderDays
        status notes scanUrls
      }
      pagination { total page show }
      statusCounts { status count }
    }
  }
`);

const SETTINGS = graphql(`
  query DocumentSettings {
    documentSettings { ...EnvelopeFields data { blockAssigning rules { type validityMonths reminderDays } } }
  }
`);

const VEHICLES = graphql(`
  query DocumentVehicles {
    vehicles { ...EnvelopeFields data { id licensePlate } }
  }
`);

const DRIVERS = graphql(`
  query DocumentDrivers {
    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }
  }
`);

const CREATE = graphql(`
  mutation CreateDocument($input: CreateDocumentInput!) {
    createDocument(input: $input) { ...EnvelopeFields data { documentId } }
  }
`);

const UPDATE = graphql(`
  mutation UpdateDocument($input: UpdateDocumentInput!) {
    updateDocument(input: $input) { ...EnvelopeFields data { documentId } }
  }
`);

const DELETE = graphql(`
  mutation DeleteDocument($input: DocumentIdInput!) {
    deleteDocument(input: $input) { ...EnvelopeFields data { documentId } }
  }
`);

const UPDATE_SETTINGS = graphql(`
  mutation UpdateDocumentSettings($input: UpdateDocumentSettingsInput!) {
    updateDocumentSettings(input: $input) { ...EnvelopeFields data { blockAssigning } }
  }
`);

export type DocumentRow = NonNullable<DocumentsQuery["documents"]["list"]>[number];

export const DOCUMENTS_KEY = ["documents"] as const;

export interface DocumentsFilter {
  status: DocumentStatus | null;
  subject: DocumentSubject | null;
  search: string;
  page: number;
  show: number;
}

/** A page of the company's current documents, soonest expiry first, and the count per status. */
export function useDocuments(filter: DocumentsFilter) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "list", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        DOCUMENTS,
        "documents",
        {
          filter: {
            status: filter.status,
            subject: filter.subject,
            search: filter.search || null,
            pagination: { page: filter.page, show: filter.show },
          },
        },
        signal,
      );
      return statusCountedPage(result);
    },
  });
}

export function useDocumentSettings() {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "settings"],
    queryFn: async ({ signal }) =>
      (await requestEnvelope(SETTINGS, "documentSettings", {}, signal)).data ?? null,
  });
}

/** The vehicles and drivers a document can belong to. */
export function useDocumentOwners() {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "owners"],
    queryFn: async ({ signal }) => {
      const [vehicles, drivers] = await Promise.all([
        requestEnvelope(VEHICLES, "vehicles", {}, signal),
        requestEnvelope(DRIVERS, "drivers", {}, signal),
      ]);
      return { vehicles: vehicles.data ?? [], drivers: drivers.data ?? [] };
    },
  });
}

function useDocumentsMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** Creates (no id) or updates a document. */
export function useSaveDocument() {
  return useDocumentsMutation(
    async ({ documentId, input }: { documentId: number | null; input: CreateDocumentInput }) =>
      documentId === null
        ? (await requestEnvelope(CREATE, "createDocument", { input })).data
        : (await requestEnvelope(UPDATE, "updateDocument", { input: { ...input, documentId } })).data,
  );
}

export function useDeleteDocument() {
  return useDocumentsMutation(
    async (documentId: number) =>
      (await requestEnvelope(DELETE, "deleteDocument", { input: { documentId } })).data,
  );
}

export function useUpdateDocumentSettings() {
  return useDocumentsMutation(
    async (input: UpdateDocumentSettingsInput) =>
      (await requestEnvelope(UPDATE_SETTINGS, "updateDocumentSettings", { input })).data,
  );
}

/** Stores a scan (png, jpg, webp or pdf, typed by its bytes) private to the company's document readers; its URL. */
export const uploadDocumentScan = (file: File): Promise<string> => uploadFile("/api/documents/uploads", file);
