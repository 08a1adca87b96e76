export { companies } from "./company.tables.js";
export { isNotificationSetupCompleted } from "./companyRepository.js";
