export { companies } from "./company.tables.js";
export { COMPANY_READ, COMPANY_UPDATE } from "./companyAccess.js";
export { isNotificationSetupCompleted } from "./companyRepository.js";
