export { DELIVERIES_KEY } from "./api/deliveryOrders";
export { usePlanningLookups } from "./api/planningLookups";
export { AddressField } from "./components/AddressField";
export { DeliveryItemsField } from "./components/DeliveryItemsField";
export { OrderPrioritySelect } from "./components/OrderPrioritySelect";
export { type AddressValue, toAddressInput, toAddressValue } from "./lib/deliveryOrderForm";
export { ORDER_STATUS_COLORS } from "./lib/statusColors";
