import type { EtollIssuer } from "@armada/domain";
import dayjs from "dayjs";
import type { EtollCardInput } from "@/generated/graphql/graphql";
import type { EtollCardRow } from "../api/etoll";

const LOCAL = "YYYY-MM-DD HH:mm:ss";

export interface EtollCardFormValues {
  cardNumber: string;
  issuer: EtollIssuer;
  vehicleId: string | null;
  /** the date picker's local "YYYY-MM-DD HH:mm:ss": since when the card is on the vehicle */
  assignedFrom: string | null;
  balance: number | string;
  note: string;
}

/** A card number as printed: groups of four digits. */
export const groupedCardNumber = (cardNumber: string) => cardNumber.replace(/(\d{4})(?=\d)/g, "$1 ");

export const etollCardForm = (card: EtollCardRow | null): EtollCardFormValues => ({
  cardNumber: card ? groupedCardNumber(card.cardNumber) : "",
  issuer: card?.issuer ?? "mandiri",
  vehicleId: card?.vehicleId ? String(card.vehicleId) : null,
  assignedFrom: dayjs().second(0).format(LOCAL),
  balance: card?.balance ?? "",
  note: card?.note ?? "",
});

/** The form as the API takes it; the date counts only for a new card on a vehicle or a card moved to another one. */
export const formToEtollCardInput = (
  values: EtollCardFormValues,
  card: EtollCardRow | null,
): EtollCardInput => {
  const vehicleId = values.vehicleId ? Number(values.vehicleId) : null;
  const moved = vehicleId !== null && vehicleId !== (card?.vehicleId ?? null);
  return {
    cardNumber: values.cardNumber.replace(/[\s-]/g, ""),
    issuer: values.issuer,
    vehicleId,
    balance: values.balance === "" ? null : Number(values.balance),
    note: values.note.trim() || null,
    assignedFrom: moved && values.assignedFrom ? dayjs(values.assignedFrom).toISOString() : null,
  };
};

/** 10 to 19 digits, however grouped. */
export const isCardNumber = (value: string) =>
  /^[\d\s-]+$/.test(value) && /^\d{10,19}$/.test(value.replace(/[\s-]/g, ""));
