import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { invoiceCustomerDefaults } from "./invoices.tables.js";

/** How invoices tell a customer by its name: case and surrounding spaces do not matter. */
export const customerKey = (customerName: string) => customerName.trim().toLowerCase();

/**
 * Whether the customer's next invoice withholds PPh 23: as its last invoice did (`remembered`), else yes (most
 * business customers are withholding agents).
 */
export async function findCustomerDefaults(executor: DbExecutor, companyId: number, customerName: string) {
  const [row] = await executor
    .select({ withholdPph23: invoiceCustomerDefaults.withholdPph23 })
    .from(invoiceCustomerDefaults)
    .where(
      and(
        eq(invoiceCustomerDefaults.companyId, companyId),
        eq(invoiceCustomerDefaults.customerKey, customerKey(customerName)),
      ),
    );
  return { withholdPph23: row?.withholdPph23 ?? true, remembered: row !== undefined };
}

/** Keeps the PPh 23 choice of the customer's newest invoice for its next one. */
export async function rememberCustomerDefaults(
  executor: DbExecutor,
  companyId: number,
  customerName: string,
  withholdPph23: boolean,
) {
  const values = { withholdPph23, updatedOn: new Date() };
  await executor
    .insert(invoiceCustomerDefaults)
    .values({ ...values, companyId, customerKey: customerKey(customerName) })
    .onConflictDoUpdate({
      target: [invoiceCustomerDefaults.companyId, invoiceCustomerDefaults.customerKey],
      set: values,
    });
}
