import { Input, Loader } from "@mantine/core";
import { Suspense } from "react";
import { AddressPicker } from "@/features/temporary-live-view";
import type { AddressValue } from "../lib/deliveryOrderForm";

/** A required address picked on the map or from the saved places, with its label and hint (order and template forms). */
export function AddressField(props: {
  label: string;
  /** shown while nothing is picked */
  hint: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string | undefined;
  testId: string;
}) {
  return (
    <Input.Wrapper
      label={props.label}
      description={props.value ? undefined : props.hint}
      error={props.error}
      withAsterisk
      data-testid={props.testId}
    >
      <Suspense fallback={<Loader size="sm" type="dots" />}>
        <AddressPicker value={props.value} onChange={props.onChange} chosenLabel={props.label} />
      </Suspense>
    </Input.Wrapper>
  );
}
