/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AlertCenterRawAlerts($filter: RawAlertsFilter) {\n    rawAlerts(filter: $filter) {\n      ...EnvelopeFields\n      rawAlerts { data { ...AlertCenterRawAlertFields } pagination { total page show } }\n    }\n  }\n": typeof types.AlertCenterRawAlertsDocument,
    "\n  query AlertCenterRawAlert($filter: RawAlertFilter!) {\n    rawAlert(filter: $filter) {\n      ...EnvelopeFields\n      data { ...AlertCenterRawAlertFields }\n    }\n  }\n": typeof types.AlertCenterRawAlertDocument,
    "\n  query AlertCenterTotals($filter: TotalImportantAlertsFilter) {\n    totalImportantAlerts(filter: $filter) {\n      ...EnvelopeFields\n      data { alertUrgencyType unresolved }\n    }\n  }\n": typeof types.AlertCenterTotalsDocument,
    "\n  fragment AlertCenterRawAlertFields on RawAlert {\n    rawAlertId id alertCode alertRuleIds\n    alert { iconUrl descriptionIdn descriptionEng }\n    isResolved createdOn alertData formattedAlertData latitude longitude address addressNear { name metres } mapUrl shouldHaveMedia\n    isUrgent isImportant autoPopup isRead isFalseAlert form { reason others } note\n    vehicleId licensePlate driverName callState { isHaveVoip deviceType } sourceDeviceCategory sourceDeviceType\n    foData { location totalDurationMinutes targetTime actualTime destination distanceKm targetArrival estimatedArrival\n             plannedActivityMinutes }\n  }\n": typeof types.AlertCenterRawAlertFieldsFragmentDoc,
    "\n  query AlertCenterPayload($filter: PayloadFilter) {\n    payload(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        payload { userId companyId channels }\n        subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules }\n      }\n    }\n  }\n": typeof types.AlertCenterPayloadDocument,
    "\n  query AlertCodeOptions($filter: AlertCodesFilter) {\n    alertCodesPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { alertCode descriptionIdn descriptionEng iconUrl enabledInRule\n        alertCategories { alertCategoryId categoryIdn categoryEng } }\n    }\n  }\n": typeof types.AlertCodeOptionsDocument,
    "\n  query AlertVehicleOptions {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.AlertVehicleOptionsDocument,
    "\n  fragment AlertCodeInfo on AlertCode {\n    alertCode descriptionIdn descriptionEng iconUrl\n  }\n": typeof types.AlertCodeInfoFragmentDoc,
    "\n  fragment RawAlertRowFields on RawAlert {\n    rawAlertId id alertCode alert { ...AlertCodeInfo } createdOn isResolved\n    isFalseAlert isUrgent isImportant isRead licensePlate vehicleId driverName driver { userId fullname }\n    formattedAlertData address addressNear { name metres } latitude longitude\n  }\n": typeof types.RawAlertRowFieldsFragmentDoc,
    "\n  fragment RawAlertDetailFields on RawAlert {\n    ...RawAlertRowFields\n    alert { ...AlertCodeInfo fullDescriptionIdn fullDescriptionEng }\n    resolvedOn resolver { userId fullname } alertData geofences { geofenceId fenceName }\n    sourceDeviceCategory sourceDeviceType form { reason others } note shouldHaveMedia callState { isHaveVoip deviceType }\n    userLogs { typeField data note createdOn userId user { userId fullname } }\n  }\n": typeof types.RawAlertDetailFieldsFragmentDoc,
    "\n  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {\n    upsertRawAlertsAction(input: $input) {\n      ...EnvelopeFields\n      aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }\n    }\n  }\n": typeof types.UpsertRawAlertsActionDocument,
    "\n  query NotificationLog($filter: RawAlertUserLogsFilter) {\n    notificationLog(filter: $filter) {\n      ...EnvelopeFields\n      notificationLog {\n        data { id typeField data note createdOn user { userId fullname }\n          rawAlert { rawAlertId id licensePlate alert { descriptionIdn descriptionEng iconUrl } } }\n        pagination { total page show }\n      }\n    }\n  }\n": typeof types.NotificationLogDocument,
    "\n  query NotificationRawAlerts($filter: RawAlertsFilter) {\n    rawAlerts(filter: $filter) {\n      ...EnvelopeFields rawAlerts { data { ...RawAlertRowFields } pagination { total page show } }\n    }\n  }\n": typeof types.NotificationRawAlertsDocument,
    "\n  query NotificationRawAlert($filter: RawAlertFilter!) {\n    rawAlert(filter: $filter) { ...EnvelopeFields data { ...RawAlertDetailFields } }\n  }\n": typeof types.NotificationRawAlertDocument,
    "\n  mutation CompleteNotificationSetup($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": typeof types.CompleteNotificationSetupDocument,
    "\n  fragment AlertRuleTemplateCodeFields on AlertRuleTemplateCode {\n    alertCode descriptionIdn descriptionEng isAlreadyActive\n  }\n": typeof types.AlertRuleTemplateCodeFieldsFragmentDoc,
    "\n  query SettingAlertRuleTemplates($filter: AlertRuleTemplatesFilter) {\n    alertRuleTemplates(filter: $filter) {\n      ...EnvelopeFields\n      data { templateId nameIdn nameEng descriptionIdn descriptionEng iconUrl\n        defaultAlertCodes { ...AlertRuleTemplateCodeFields } additionalAlertCodes { ...AlertRuleTemplateCodeFields } }\n    }\n  }\n": typeof types.SettingAlertRuleTemplatesDocument,
    "\n  mutation SettingCreateAlertRules($input: CreateAlertRulesInput!) {\n    createAlertRules(input: $input) { ...EnvelopeFields data { alertRuleId label alertCode } }\n  }\n": typeof types.SettingCreateAlertRulesDocument,
    "\n  fragment AlertRuleFields on AlertRule {\n    alertRuleId label alertCode isActive createdOn maxThreshold minThreshold minThresholdTime\n    withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertUrgencyType\n    alertCountThreshold alertCountWindow autoPopup notifyContacts totalVehicles totalVgroups totalUsers\n    contactRecipients { contactId label phoneNumber email } geofences { geofenceId fenceName }\n    vehicles { id licensePlate } users { userId fullname } vgroups { id name }\n    alert { alertCode descriptionIdn descriptionEng iconUrl }\n  }\n": typeof types.AlertRuleFieldsFragmentDoc,
    "\n  query SettingAlertRules($filter: AlertRulesFilter) {\n    alertRules(filter: $filter) {\n      ...EnvelopeFields alertRules { data { ...AlertRuleFields } pagination { total page show } }\n    }\n  }\n": typeof types.SettingAlertRulesDocument,
    "\n  query SettingAlertRule($filter: AlertRuleFilter!) {\n    alertRule(filter: $filter) { ...EnvelopeFields data { ...AlertRuleFields } }\n  }\n": typeof types.SettingAlertRuleDocument,
    "\n  mutation SettingCreateAlertRule($input: AlertRuleInput!) {\n    createAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }\n  }\n": typeof types.SettingCreateAlertRuleDocument,
    "\n  mutation SettingUpdateAlertRule($input: UpdateAlertRuleInput!) {\n    updateAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }\n  }\n": typeof types.SettingUpdateAlertRuleDocument,
    "\n  mutation SettingDeleteAlertRule($input: DeleteAlertRuleInput!) {\n    deleteAlertRule(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.SettingDeleteAlertRuleDocument,
    "\n  mutation SettingUpdateAlertRules($input: UpdateAlertRulesInput!) {\n    updateAlertRules(input: $input) { ...EnvelopeFields count }\n  }\n": typeof types.SettingUpdateAlertRulesDocument,
    "\n  mutation SettingDeleteAlertRules($input: DeleteAlertRulesInput!) {\n    deleteAlertRules(input: $input) { ...EnvelopeFields count }\n  }\n": typeof types.SettingDeleteAlertRulesDocument,
    "\n  query AlertRuleFormOptions {\n    Geofences(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields list { geofenceId fenceName } }\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }\n  }\n": typeof types.AlertRuleFormOptionsDocument,
    "\n  query AlertRuleUserOptions($filter: AlertRuleUserOptionsFilter) {\n    alertRuleUserOptions(filter: $filter) { ...EnvelopeFields data { userId fullname email } }\n  }\n": typeof types.AlertRuleUserOptionsDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      ...EnvelopeFields\n      data { id name prefix accessKeys allowedCidrs expiresOn createdOn createdByName revokedOn lastUsedOn lastUsedIp status }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  query ApiKeyCalls($filter: ApiKeyCallsFilterInput) {\n    apiKeyCalls(filter: $filter) {\n      ...EnvelopeFields\n      data { id apiKeyId keyName method path status durationMs ip calledOn }\n      pagination { total page show }\n    }\n  }\n": typeof types.ApiKeyCallsDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...EnvelopeFields\n      data { id secret prefix }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($input: ApiKeyIdInput!) {\n    revokeApiKey(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AuditEvents($filter: AuditEventsFilter!) {\n    auditEvents(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        nextBefore\n        events { id createdOn actorUserId actorName action actionLabel targetType targetLabel details ip userAgent }\n      }\n    }\n  }\n": typeof types.AuditEventsDocument,
    "\n  query MyPasskeys {\n    myPasskeys { ...EnvelopeFields data { id name createdOn lastUsedOn } }\n  }\n": typeof types.MyPasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration { ...EnvelopeFields data }\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation DeletePasskey($input: DeletePasskeyInput!) {\n    deletePasskey(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.DeletePasskeyDocument,
    "\n  query MyTwoFactor {\n    myTwoFactor { ...EnvelopeFields data { enabled recoveryCodesLeft companyRequires passkeys } }\n  }\n": typeof types.MyTwoFactorDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment { ...EnvelopeFields data { secret otpauthUri } }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpInput!) {\n    confirmTotpEnrolment(input: $input) { ...EnvelopeFields data { codes } }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) { ...EnvelopeFields data { codes } }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation SetCompanyTwoFactorRequired($input: CompanyTwoFactorInput!) {\n    setCompanyTwoFactorRequired(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.SetCompanyTwoFactorRequiredDocument,
    "\n  mutation BackToVsmsV1($input: BackToVsmsV1Input!) {\n    backToVsmsV1(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": typeof types.BackToVsmsV1Document,
    "\n  fragment CompanyTicketRowFields on CompanyTicket {\n    id code companyName category priority status subject referenceLabel unreadByCompany marketplaceItemId\n    createdByName createdOn lastActivityOn\n  }\n": typeof types.CompanyTicketRowFieldsFragmentDoc,
    "\n  fragment CompanyTicketDetailFields on CompanyTicketDetail {\n    id code companyName category priority status subject description attachments vehicleId deviceId referenceLabel\n    marketplaceItemId unreadByCompany createdByName createdOn lastActivityOn\n    health { lastPositionOn lastPacketOn online motionStatus battery signal }\n    messages { id fromPlatform authorName body attachments status createdOn }\n  }\n": typeof types.CompanyTicketDetailFieldsFragmentDoc,
    "\n  query CompanyTickets($filter: CompanyTicketsFilterInput) {\n    companyTickets(filter: $filter) {\n      ...EnvelopeFields\n      data { ...CompanyTicketRowFields }\n      pagination { total page show }\n    }\n  }\n": typeof types.CompanyTicketsDocument,
    "\n  query CompanyTicket($input: CompanyTicketIdInput!) {\n    companyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": typeof types.CompanyTicketDocument,
    "\n  mutation CreateCompanyTicket($input: CreateCompanyTicketInput!) {\n    createCompanyTicket(input: $input) { ...EnvelopeFields data { id code } }\n  }\n": typeof types.CreateCompanyTicketDocument,
    "\n  mutation ReplyCompanyTicket($input: ReplyCompanyTicketInput!) {\n    replyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": typeof types.ReplyCompanyTicketDocument,
    "\n  mutation CloseCompanyTicket($input: CloseCompanyTicketInput!) {\n    closeCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": typeof types.CloseCompanyTicketDocument,
    "\n  query TicketVehicleOptions($filter: VehiclesFilter) {\n    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.TicketVehicleOptionsDocument,
    "\n  query ControlTowerExceptions($filter: ControlTowerExceptionsFilterInput) {\n    controlTowerExceptions(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id queue status notes ownerId ownerName vehicleId licensePlate fleetTaskId fleetTaskCode rawAlertId alertCode\n        alertTime address targetArrival documentType documentNumber expiresOn servicePlan serviceItem lastPacket\n        conversationId contactLabel message messageTime firstSeenOn slaDueOn slaBreached\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.ControlTowerExceptionsDocument,
    "\n  query ControlTowerCounts {\n    controlTowerCounts { ...EnvelopeFields data { queue open breached } }\n  }\n": typeof types.ControlTowerCountsDocument,
    "\n  query ControlTowerSettings {\n    controlTowerSettings { ...EnvelopeFields data {\n      lateMinutes offlineMinutes slaMinutes alertWindowHours queueSlaMinutes { queue minutes }\n    } }\n  }\n": typeof types.ControlTowerSettingsDocument,
    "\n  mutation TakeControlTowerException($input: ControlTowerExceptionIdInput!) {\n    takeControlTowerException(input: $input) { ...EnvelopeFields data { id } }\n  }\n": typeof types.TakeControlTowerExceptionDocument,
    "\n  mutation UpdateControlTowerException($input: UpdateControlTowerExceptionInput!) {\n    updateControlTowerException(input: $input) { ...EnvelopeFields data { id } }\n  }\n": typeof types.UpdateControlTowerExceptionDocument,
    "\n  mutation SaveControlTowerSettings($input: ControlTowerSettingsInput!) {\n    saveControlTowerSettings(input: $input) { ...EnvelopeFields data { lateMinutes } }\n  }\n": typeof types.SaveControlTowerSettingsDocument,
    "\n  fragment DriverAllowanceFields on DriverAllowance {\n    allowanceId vehicleId licensePlate driverId driverName fleetTaskId fleetTaskCode purpose amount paidOn note status\n    spent expenseCount variance direction closedOn\n  }\n": typeof types.DriverAllowanceFieldsFragmentDoc,
    "\n  query DriverAllowances($filter: DriverAllowanceFilterInput!, $pagination: PaginationInput) {\n    driverAllowances(filter: $filter, pagination: $pagination) {\n      ...EnvelopeFields\n      list { ...DriverAllowanceFields }\n      pagination { total page show }\n    }\n  }\n": typeof types.DriverAllowancesDocument,
    "\n  query DriverAllowance($input: DriverAllowanceIdInput!) {\n    driverAllowance(input: $input) {\n      ...EnvelopeFields\n      data {\n        allowance { ...DriverAllowanceFields }\n        expenses { expenseId kind spentAt amount description receiptUrl }\n      }\n    }\n  }\n": typeof types.DriverAllowanceDocument,
    "\n  query DriverAllowanceBalances {\n    driverAllowanceBalances { ...EnvelopeFields data { driverId driverName openCount advanced spent outstanding } }\n  }\n": typeof types.DriverAllowanceBalancesDocument,
    "\n  query AllowanceDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields\n      data { userId fullname }\n    }\n  }\n": typeof types.AllowanceDriversDocument,
    "\n  query AllowanceFleetTasks($input: AllowanceFleetTasksInput!) {\n    allowanceFleetTasks(input: $input) {\n      ...EnvelopeFields\n      data { fleetTaskId code status departureTime licensePlate driverName stopCount }\n    }\n  }\n": typeof types.AllowanceFleetTasksDocument,
    "\n  mutation CreateDriverAllowance($input: DriverAllowanceInput!) {\n    createDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": typeof types.CreateDriverAllowanceDocument,
    "\n  mutation AddAllowanceExpense($input: AllowanceExpenseInput!) {\n    addAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": typeof types.AddAllowanceExpenseDocument,
    "\n  mutation DeleteAllowanceExpense($input: AllowanceExpenseIdInput!) {\n    deleteAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": typeof types.DeleteAllowanceExpenseDocument,
    "\n  mutation SettleDriverAllowance($input: DriverAllowanceIdInput!) {\n    settleDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId variance direction } }\n  }\n": typeof types.SettleDriverAllowanceDocument,
    "\n  mutation CancelDriverAllowance($input: DriverAllowanceIdInput!) {\n    cancelDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": typeof types.CancelDriverAllowanceDocument,
    "\n  fragment CostEntryFields on CostEntry {\n    costEntryId vehicleId licensePlate category spentAt amount litres pricePerLitre station etollCard odometerKm\n    description fromAllowance\n  }\n": typeof types.CostEntryFieldsFragmentDoc,
    "\n  query CostEntries($filter: CostFilterInput!, $pagination: PaginationInput) {\n    costEntries(filter: $filter, pagination: $pagination) {\n      ...EnvelopeFields\n      list { ...CostEntryFields }\n      pagination { total page show }\n    }\n  }\n": typeof types.CostEntriesDocument,
    "\n  query CostSummary($filter: CostFilterInput!) {\n    costSummary(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        fleet { total distanceKm litres costPerKm litresPer100Km kmPerLitre }\n        byCategory { category amount }\n        vehicles {\n          vehicleId licensePlate total distanceKm litres costPerKm litresPer100Km kmPerLitre expectedKmPerLitre\n          efficiencyRatio\n        }\n      }\n    }\n  }\n": typeof types.CostSummaryDocument,
    "\n  query FuelReport($input: FuelReportInput!) {\n    fuelReport(input: $input) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate capacityLitres consumedLitres refuelledLitres drainedLitres\n        levels { time litres }\n        events { fuelEventId kind startTime endTime litres levelBefore levelAfter whileParked }\n        receipts { costEntryId spentAt station amount receiptLitres detectedLitres refuelTime status }\n      }\n    }\n  }\n": typeof types.FuelReportDocument,
    "\n  query CostVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.CostVehiclesDocument,
    "\n  mutation CreateCostEntry($input: CostEntryInput!) {\n    createCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n": typeof types.CreateCostEntryDocument,
    "\n  mutation UpdateCostEntry($input: UpdateCostEntryInput!) {\n    updateCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n": typeof types.UpdateCostEntryDocument,
    "\n  mutation DeleteCostEntry($input: CostEntryIdInput!) {\n    deleteCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n": typeof types.DeleteCostEntryDocument,
    "\n  query EtollCards {\n    etollCards {\n      ...EnvelopeFields\n      data { etollCardId cardNumber issuer vehicleId licensePlate assignedFrom balance balanceOn note }\n    }\n  }\n": typeof types.EtollCardsDocument,
    "\n  mutation CreateEtollCard($input: EtollCardInput!) {\n    createEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n": typeof types.CreateEtollCardDocument,
    "\n  mutation UpdateEtollCard($input: UpdateEtollCardInput!) {\n    updateEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n": typeof types.UpdateEtollCardDocument,
    "\n  mutation DeleteEtollCard($input: EtollCardIdInput!) {\n    deleteEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n": typeof types.DeleteEtollCardDocument,
    "\n  fragment FuelCalibrationFields on FuelCalibration {\n    vehicleId licensePlate capacityLitres points { sensor litres } updatedOn\n  }\n": typeof types.FuelCalibrationFieldsFragmentDoc,
    "\n  query FuelCalibration($input: FuelCalibrationVehicleInput!) {\n    fuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n": typeof types.FuelCalibrationDocument,
    "\n  mutation SaveFuelCalibration($input: FuelCalibrationInput!) {\n    saveFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n": typeof types.SaveFuelCalibrationDocument,
    "\n  mutation DeleteFuelCalibration($input: FuelCalibrationVehicleInput!) {\n    deleteFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n": typeof types.DeleteFuelCalibrationDocument,
    "\n  query TcoSummary($input: TcoPeriodInput!) {\n    tcoSummary(input: $input) {\n      ...EnvelopeFields\n      data {\n        fleet {\n          vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm tcoPerKm\n          litresPer100Km kmPerLitre\n        }\n        groups {\n          groupId name vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm\n          tcoPerKm litresPer100Km kmPerLitre\n        }\n        vehicles {\n          vehicleId licensePlate byCategory { category amount } running ownership tco distanceKm litres costPerKm\n          tcoPerKm litresPer100Km kmPerLitre expectedKmPerLitre efficiencyRatio monthlyOwnershipCost\n          ownershipStartsOn ownershipEndsOn\n        }\n      }\n    }\n  }\n": typeof types.TcoSummaryDocument,
    "\n  mutation SetVehicleOwnershipCost($input: VehicleOwnershipCostInput!) {\n    setVehicleOwnershipCost(input: $input) { ...EnvelopeFields data { vehicleId monthlyCost startsOn endsOn } }\n  }\n": typeof types.SetVehicleOwnershipCostDocument,
    "\n  query FleetSummary {\n    fleetSummary {\n      isSuccessful\n      message\n      data { total moving stopped idle parked stale offline noData noDevice }\n    }\n  }\n": typeof types.FleetSummaryDocument,
    "\n  query DeliveryOrderConsigneeLinks($deliveryOrderId: Int!) {\n    deliveryOrder(deliveryOrderId: $deliveryOrderId) {\n      ...EnvelopeFields\n      data {\n        deliveryOrderId\n        consigneeLinks {\n          fleetTaskId recipientName recipientPhone sentOn openCount lastOpenedOn expiresOn isExpired\n          messages { kind status createdOn updatedOn }\n        }\n      }\n    }\n  }\n": typeof types.DeliveryOrderConsigneeLinksDocument,
    "\n  fragment DeliveryOrderFields on DeliveryOrder {\n    deliveryOrderId code status customerName billedCustomerName shipmentNumber notes fleetTaskId salesOrderCode\n    totalWeightKg totalVolumeM3 createdOn\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    destinationContactName destinationContactPhone\n    pickupWindow { start end }\n    deliveryWindow { start end }\n    items { name quantity weightKg volumeM3 }\n    customFields { key value }\n    requiredSkills priority\n  }\n": typeof types.DeliveryOrderFieldsFragmentDoc,
    "\n  query DeliveryOrders($filter: DeliveryOrdersFilter) {\n    deliveryOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.DeliveryOrdersDocument,
    "\n  query DeliveryOrder($deliveryOrderId: Int!) {\n    deliveryOrder(deliveryOrderId: $deliveryOrderId) {\n      ...EnvelopeFields\n      data { ...DeliveryOrderFields salesOrderId updatedOn statusHistory { fromStatus toStatus changedOn } }\n    }\n  }\n": typeof types.DeliveryOrderDocument,
    "\n  mutation CreateDeliveryOrder($input: CreateDeliveryOrderInput!) {\n    createDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }\n  }\n": typeof types.CreateDeliveryOrderDocument,
    "\n  mutation UpdateDeliveryOrder($input: UpdateDeliveryOrderInput!) {\n    updateDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }\n  }\n": typeof types.UpdateDeliveryOrderDocument,
    "\n  mutation DeleteDeliveryOrder($input: DeliveryOrderIdInput!) {\n    deleteDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId } }\n  }\n": typeof types.DeleteDeliveryOrderDocument,
    "\n  mutation ChangeDeliveryOrderStatus($input: ChangeDeliveryOrderStatusInput!) {\n    changeDeliveryOrderStatus(input: $input) { ...EnvelopeFields data { deliveryOrderId status } }\n  }\n": typeof types.ChangeDeliveryOrderStatusDocument,
    "\n  query DeliveryReport($input: DeliveryReportInput!) {\n    deliveryReport(input: $input) {\n      ...EnvelopeFields\n      data {\n        startDate endDate truncated delivered failed canceled onTimeRate\n        perCustomer { name delivered judged onTime late rate }\n        perDriver { name delivered judged onTime late rate }\n        perVehicle { name delivered judged onTime late rate }\n        perDay { day delivered failed canceled }\n      }\n    }\n  }\n": typeof types.DeliveryReportDocument,
    "\n  fragment DeliveryRequestFields on DeliveryRequest {\n    deliveryRequestId code status requesterKind requesterName requesterPhone notes rejectionReason\n    deliveryOrderId deliveryOrderCode deliveryOrderStatus decidedOn createdOn\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    deliveryWindow { start end }\n    items { name quantity weightKg volumeM3 }\n  }\n": typeof types.DeliveryRequestFieldsFragmentDoc,
    "\n  query DeliveryRequests($filter: DeliveryRequestsFilter) {\n    deliveryRequests(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryRequestFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.DeliveryRequestsDocument,
    "\n  mutation CreateDeliveryRequest($input: CreateDeliveryRequestInput!) {\n    createDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId code } }\n  }\n": typeof types.CreateDeliveryRequestDocument,
    "\n  mutation ApproveDeliveryRequest($input: DeliveryRequestIdInput!) {\n    approveDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId deliveryOrderCode } }\n  }\n": typeof types.ApproveDeliveryRequestDocument,
    "\n  mutation RejectDeliveryRequest($input: RejectDeliveryRequestInput!) {\n    rejectDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId status } }\n  }\n": typeof types.RejectDeliveryRequestDocument,
    "\n  query MyFleetTasks {\n    myFleetTasks {\n      ...EnvelopeFields\n      list {\n        fleetTaskId code status licensePlate phoneTracking driverName departureTime startedOn endedOn stopCount note\n        stops {\n          stopId sequence deliveryOrderCode customerName activity address lat lng note targetArrival actualArrival\n          visitStatus\n        }\n        stopOutcomes { stopId outcome receiverName failureReason happenedOn }\n      }\n      podRequirements { photo signature receiverName }\n    }\n  }\n": typeof types.MyFleetTasksDocument,
    "\n  mutation StartMyFleetTask($input: DriverTaskActionInput!) {\n    startMyFleetTask(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.StartMyFleetTaskDocument,
    "\n  mutation EndMyFleetTask($input: DriverTaskActionInput!) {\n    endMyFleetTask(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.EndMyFleetTaskDocument,
    "\n  mutation ArriveAtStop($input: ArriveAtStopInput!) {\n    arriveAtStop(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.ArriveAtStopDocument,
    "\n  mutation DeliverStop($input: DeliverStopInput!) {\n    deliverStop(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.DeliverStopDocument,
    "\n  mutation FailStop($input: FailStopInput!) {\n    failStop(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.FailStopDocument,
    "\n  mutation ReportMyPositions($input: ReportMyPositionsInput!) {\n    reportMyPositions(input: $input) { ...EnvelopeFields accepted }\n  }\n": typeof types.ReportMyPositionsDocument,
    "\n  query FleetAvailability($input: FleetAvailabilityInput!) {\n    fleetAvailability(input: $input) {\n      ...EnvelopeFields\n      data {\n        days\n        vehicles {\n          vehicleId licensePlate vehicleTypeName capacityKg capacityM3\n          days { day state fleetTaskIds serviceOrderIds unavailabilityIds }\n        }\n        vehiclePagination { total page show }\n        drivers { driverId name days { day state fleetTaskIds serviceOrderIds unavailabilityIds } }\n        driverPagination { total page show }\n        tasks { fleetTaskId code status isInstant departureTime endTime }\n        serviceOrders { serviceOrderId status scheduledDay }\n        unavailabilities { unavailabilityId vehicleId driverId reason fromDay toDay note }\n      }\n    }\n  }\n": typeof types.FleetAvailabilityDocument,
    "\n  mutation CreateUnavailability($input: CreateUnavailabilityInput!) {\n    createUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n": typeof types.CreateUnavailabilityDocument,
    "\n  mutation UpdateUnavailability($input: UpdateUnavailabilityInput!) {\n    updateUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n": typeof types.UpdateUnavailabilityDocument,
    "\n  mutation DeleteUnavailability($input: UnavailabilityIdInput!) {\n    deleteUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n": typeof types.DeleteUnavailabilityDocument,
    "\n  query FleetTasks($filter: FleetTasksFilter) {\n    fleetTasks(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        fleetTaskId code status licensePlate driverName coDriverName departureTime stopCount visitedCount isInstant\n      }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.FleetTasksDocument,
    "\n  query FleetTask($fleetTaskId: Int!) {\n    fleetTask(fleetTaskId: $fleetTaskId) {\n      ...EnvelopeFields\n      data {\n        fleetTaskId code status vehicleId licensePlate driverId driverName coDriverId coDriverName departureTime note\n        startedOn endedOn stopCount visitedCount isInstant\n        stops {\n          stopId sequence deliveryOrderId deliveryOrderCode customerName activity address lat lng geofenceId note\n          targetArrival targetDeparture actualArrival actualDeparture visitStatus punctuality lateMinutes\n        }\n        interventions { interventionId userName action createdOn }\n        stopOutcomes {\n          stopId outcome photoUrl signatureUrl receiverName notes failureReason happenedOn recordedByName\n        }\n      }\n    }\n  }\n": typeof types.FleetTaskDocument,
    "\n  mutation CreateFleetTask($input: CreateFleetTaskInput!) {\n    createFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId code } }\n  }\n": typeof types.CreateFleetTaskDocument,
    "\n  mutation DeleteFleetTask($input: FleetTaskIdInput!) {\n    deleteFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId } }\n  }\n": typeof types.DeleteFleetTaskDocument,
    "\n  mutation ChangeFleetTaskStatus($input: ChangeFleetTaskStatusInput!) {\n    changeFleetTaskStatus(input: $input) { ...EnvelopeFields data { fleetTaskId status } }\n  }\n": typeof types.ChangeFleetTaskStatusDocument,
    "\n  query FleetTaskVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.FleetTaskVehiclesDocument,
    "\n  query FleetTaskDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n": typeof types.FleetTaskDriversDocument,
    "\n  query ConfirmedDeliveryOrders {\n    deliveryOrders(filter: { status: CONFIRMED, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields\n      list { deliveryOrderId code customerName origin { address } destination { address } totalWeightKg }\n    }\n  }\n": typeof types.ConfirmedDeliveryOrdersDocument,
    "\n  query PodRequirementsSettings {\n    podRequirements { ...EnvelopeFields data { photo signature receiverName } }\n  }\n": typeof types.PodRequirementsSettingsDocument,
    "\n  mutation UpdatePodRequirements($input: PodRequirementsInput!) {\n    updatePodRequirements(input: $input) { ...EnvelopeFields data { photo signature receiverName } }\n  }\n": typeof types.UpdatePodRequirementsDocument,
    "\n  fragment SalesOrderFields on SalesOrder {\n    salesOrderId code status customerName billedCustomerName orderDate notes requiredSkills priority totalPrice createdOn\n    requestedDeliveryWindow { start end }\n    destination { address lat lng geofenceId }\n    destinationContactName destinationContactPhone\n    lines { lineNo name quantity weightKg volumeM3 unitPrice shippedQuantity remainingQuantity }\n    deliveryOrders { deliveryOrderId code status lines { lineNo quantity } }\n  }\n": typeof types.SalesOrderFieldsFragmentDoc,
    "\n  query SalesOrders($filter: SalesOrdersFilter) {\n    salesOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...SalesOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.SalesOrdersDocument,
    "\n  mutation CreateSalesOrder($input: CreateSalesOrderInput!) {\n    createSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }\n  }\n": typeof types.CreateSalesOrderDocument,
    "\n  mutation UpdateSalesOrder($input: UpdateSalesOrderInput!) {\n    updateSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }\n  }\n": typeof types.UpdateSalesOrderDocument,
    "\n  mutation DeleteSalesOrder($input: SalesOrderIdInput!) {\n    deleteSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId } }\n  }\n": typeof types.DeleteSalesOrderDocument,
    "\n  mutation ChangeSalesOrderStatus($input: ChangeSalesOrderStatusInput!) {\n    changeSalesOrderStatus(input: $input) { ...EnvelopeFields data { salesOrderId status } }\n  }\n": typeof types.ChangeSalesOrderStatusDocument,
    "\n  mutation CreateDeliveryOrdersFromSalesOrder($input: CreateDeliveryOrdersFromSalesOrderInput!) {\n    createDeliveryOrdersFromSalesOrder(input: $input) { ...EnvelopeFields data { ...SalesOrderFields } }\n  }\n": typeof types.CreateDeliveryOrdersFromSalesOrderDocument,
    "\n  fragment DeliveryTemplateFields on DeliveryTemplate {\n    deliveryTemplateId name status customerName notes requiredSkills priority startsOn endsOn horizonDays skipHolidays defaultVehicleId defaultDriverId nextOccurrences\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    items { name quantity weightKg volumeM3 }\n    pickupWindow { start end }\n    deliveryWindow { start end }\n    schedule { kind weekdays monthDays rrule }\n    orders { runDate deliveryOrderId code status }\n  }\n": typeof types.DeliveryTemplateFieldsFragmentDoc,
    "\n  query DeliveryTemplates($filter: DeliveryTemplatesFilter) {\n    deliveryTemplates(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryTemplateFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.DeliveryTemplatesDocument,
    "\n  mutation CreateDeliveryTemplate($input: CreateDeliveryTemplateInput!) {\n    createDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n": typeof types.CreateDeliveryTemplateDocument,
    "\n  mutation UpdateDeliveryTemplate($input: UpdateDeliveryTemplateInput!) {\n    updateDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n": typeof types.UpdateDeliveryTemplateDocument,
    "\n  mutation SetDeliveryTemplateStatus($input: DeliveryTemplateStatusInput!) {\n    setDeliveryTemplateStatus(input: $input) { ...EnvelopeFields data { deliveryTemplateId status } }\n  }\n": typeof types.SetDeliveryTemplateStatusDocument,
    "\n  mutation DeleteDeliveryTemplate($input: DeliveryTemplateIdInput!) {\n    deleteDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n": typeof types.DeleteDeliveryTemplateDocument,
    "\n  mutation GenerateDeliveryTemplateOrders($input: DeliveryTemplateIdInput!) {\n    generateDeliveryTemplateOrders(input: $input) { ...EnvelopeFields data { created } }\n  }\n": typeof types.GenerateDeliveryTemplateOrdersDocument,
    "\n  query ScheduleOccurrences($input: ScheduleOccurrencesInput!) {\n    scheduleOccurrences(input: $input) { ...EnvelopeFields data }\n  }\n": typeof types.ScheduleOccurrencesDocument,
    "\n  query DeviceCommands($filter: DeviceCommandsFilter!) {\n    deviceCommands(filter: $filter) {\n      ...EnvelopeFields\n      data { id kind text status answer createdOn sentOn answeredOn expiresOn user { userId fullname } }\n      pagination { total page show }\n    }\n  }\n": typeof types.DeviceCommandsDocument,
    "\n  mutation SendDeviceCommand($input: SendDeviceCommandInput!) {\n    sendDeviceCommand(input: $input) { ...EnvelopeFields data { id status } }\n  }\n": typeof types.SendDeviceCommandDocument,
    "\n  query Documents($filter: DocumentsFilter) {\n    documents(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        documentId type subject vehicleId licensePlate driverId driverName number issuedOn expiresOn reminderDays\n        status notes scanUrls\n      }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.DocumentsDocument,
    "\n  query DocumentSettings {\n    documentSettings { ...EnvelopeFields data { blockAssigning rules { type validityMonths reminderDays } } }\n  }\n": typeof types.DocumentSettingsDocument,
    "\n  query DocumentVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.DocumentVehiclesDocument,
    "\n  query DocumentDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n": typeof types.DocumentDriversDocument,
    "\n  mutation CreateDocument($input: CreateDocumentInput!) {\n    createDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n": typeof types.CreateDocumentDocument,
    "\n  mutation UpdateDocument($input: UpdateDocumentInput!) {\n    updateDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n": typeof types.UpdateDocumentDocument,
    "\n  mutation DeleteDocument($input: DocumentIdInput!) {\n    deleteDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n": typeof types.DeleteDocumentDocument,
    "\n  mutation UpdateDocumentSettings($input: UpdateDocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) { ...EnvelopeFields data { blockAssigning } }\n  }\n": typeof types.UpdateDocumentSettingsDocument,
    "\n  query ActiveDriverCalls {\n    activeDriverCalls {\n      ...EnvelopeFields\n      data { maxActiveCalls calls { id vehicleId licensePlate userId userName startedOn answeredOn } }\n    }\n  }\n": typeof types.ActiveDriverCallsDocument,
    "\n  query DriverCallLog($filter: DriverCallLogFilter) {\n    driverCallLog(filter: $filter) {\n      ...EnvelopeFields\n      data { id vehicleId licensePlate userName startedOn answeredOn endedOn durationSeconds endReason payloadType }\n      pagination { total page show }\n    }\n  }\n": typeof types.DriverCallLogDocument,
    "\n  mutation EndDriverCall($callId: Int!) {\n    endDriverCall(callId: $callId) { ...EnvelopeFields data }\n  }\n": typeof types.EndDriverCallDocument,
    "\n  query MyDriverHome {\n    myDriverHome {\n      ...EnvelopeFields\n      data {\n        vehicle {\n          vehicleId licensePlate hullNo vehicleTypeName link status speed latitude longitude address lastUpdate\n        }\n        alerts {\n          rawAlertId id alertCode createdOn licensePlate address formattedAlertData isResolved isFalseAlert\n          alert { descriptionIdn descriptionEng iconUrl }\n        }\n        score {\n          driverId score finalGrade totalAlert lastSync totalDriven { distanceKm drivingSeconds }\n          weeks { week distanceKm score }\n        }\n        scorePeriod { startDate endDate }\n      }\n    }\n  }\n": typeof types.MyDriverHomeDocument,
    "\n  fragment DriverScoreFields on DriverScore {\n    driverId driver { userId fullname isActive phoneNo } totalAlert finalGrade score lastSync\n    totalDriven { distanceKm drivingSeconds }\n    harshAccel harshAccelScore harshBrake harshBrakeScore sharpturn sharpturnScore overspeed overspeedScore\n    exceededParkingTime exceededParkingTimeScore exceededIdleTime exceededIdleTimeScore yawn yawnScore\n    distraction distractionScore smoking smokingScore phoneCalling phoneCallingScore eyeClosed eyeClosedScore\n    missingFace missingFaceScore\n  }\n": typeof types.DriverScoreFieldsFragmentDoc,
    "\n  query DriverScoresPage($filter: DriverScoresFilter!) {\n    DriverScores(filter: $filter) {\n      ...EnvelopeFields\n      driverScores {\n        data { ...DriverScoreFields }\n        aggregation {\n          averageScore averageFinalGrade totalDriver\n          top10Drivers { driverId driver { fullname } score finalGrade }\n          lowest10Drivers { driverId driver { fullname } score finalGrade }\n        }\n        pagination { total page show }\n      }\n    }\n  }\n": typeof types.DriverScoresPageDocument,
    "\n  query DriverScoreDetail($filter: DriverScoreFilter!) {\n    DriverScore(filter: $filter) { ...EnvelopeFields data { ...DriverScoreFields weeks { week distanceKm score } } }\n  }\n": typeof types.DriverScoreDetailDocument,
    "\n  query DriverScoreAlerts($filter: AlertDetailDriverScoresFilter!) {\n    AlertDetailDriverScores(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        rawAlertId id alertCode behaviour createdOn vehicleId licensePlate address addressNear { name metres }\n        threshold formattedAlertData cost isRead isFalseAlert mediaUrl alert { descriptionIdn descriptionEng }\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.DriverScoreAlertsDocument,
    "\n  query Invoices($filter: InvoicesFilterInput) {\n    invoices(filter: $filter) {\n      ...EnvelopeFields\n      list { invoiceId number status customerName periodFrom periodTo total issuedOn createdOn }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query Invoice($invoiceId: Int!) {\n    invoice(invoiceId: $invoiceId) {\n      ...EnvelopeFields\n      data {\n        invoiceId number status customerName serviceType periodFrom periodTo ppnRatePercent pph23RatePercent\n        ppnDppNilaiLain pricesIncludePpn subtotal ppnBase ppn pph23 total notes cancelReason issuedOn dueOn paidOn\n        cancelledOn\n        lines {\n          deliveryOrderId deliveryOrderCode description unit quantity unitPrice baseAmount waitingAmount\n          extraDropAmount overnightAmount amount podReceiverName podTime podOverrideReason\n        }\n      }\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query InvoiceableOrders($input: InvoiceableOrdersInput!) {\n    invoiceableOrders(input: $input) {\n      ...EnvelopeFields\n      data { deliveryOrderId code destinationAddress deliveredOn hasPod podReceiverName podTime invoiceNumber }\n    }\n  }\n": typeof types.InvoiceableOrdersDocument,
    "\n  query RateCards($filter: RateCardsFilterInput) {\n    rateCards(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        rateCardId customerName serviceType originArea destinationArea vehicleSize unit price waitingFreeMinutes\n        waitingPricePerHour extraDropPrice overnightPrice\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.RateCardsDocument,
    "\n  query InvoiceSettings {\n    invoiceSettings {\n      ...EnvelopeFields\n      data {\n        invoiceAddress paymentTermsDays ppnRatePercent ppnDppNilaiLain pricesIncludePpn pph23RatePercent\n        numberPrefix taxNo bankAccount logoUrl\n      }\n    }\n  }\n": typeof types.InvoiceSettingsDocument,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) { ...EnvelopeFields data { numberPrefix } }\n  }\n": typeof types.UpdateInvoiceSettingsDocument,
    "\n  mutation SetInvoiceLogo($input: InvoiceLogoInput!) {\n    setInvoiceLogo(input: $input) { ...EnvelopeFields data { logoUrl } }\n  }\n": typeof types.SetInvoiceLogoDocument,
    "\n  query InvoiceCustomerDefaults($input: InvoiceCustomerDefaultsInput!) {\n    invoiceCustomerDefaults(input: $input) { ...EnvelopeFields data { withholdPph23 remembered } }\n  }\n": typeof types.InvoiceCustomerDefaultsDocument,
    "\n  mutation CreateInvoiceDraft($input: CreateInvoiceDraftInput!) {\n    createInvoiceDraft(input: $input) { ...EnvelopeFields data { invoiceId } }\n  }\n": typeof types.CreateInvoiceDraftDocument,
    "\n  mutation IssueInvoice($input: InvoiceIdInput!) {\n    issueInvoice(input: $input) { ...EnvelopeFields data { invoiceId status number } }\n  }\n": typeof types.IssueInvoiceDocument,
    "\n  mutation MarkInvoicePaid($input: InvoiceIdInput!) {\n    markInvoicePaid(input: $input) { ...EnvelopeFields data { invoiceId status } }\n  }\n": typeof types.MarkInvoicePaidDocument,
    "\n  mutation CancelInvoice($input: CancelInvoiceInput!) {\n    cancelInvoice(input: $input) { ...EnvelopeFields data { invoiceId status } }\n  }\n": typeof types.CancelInvoiceDocument,
    "\n  mutation CreateRateCard($input: RateCardInput!) {\n    createRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n": typeof types.CreateRateCardDocument,
    "\n  mutation UpdateRateCard($input: UpdateRateCardInput!) {\n    updateRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n": typeof types.UpdateRateCardDocument,
    "\n  mutation DeleteRateCard($input: RateCardIdInput!) {\n    deleteRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n": typeof types.DeleteRateCardDocument,
    "\n  query LandMeasurements($filter: LandMeasurementsFilterInput) {\n    landMeasurements(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id name source areaSquareMeters perimeterMeters licensePlate trackStart trackEnd createdOn\n        points { latitude longitude }\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.LandMeasurementsDocument,
    "\n  query LandMeasurementTrack($filter: LandMeasurementTrackFilter!) {\n    landMeasurementTrack(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate truncated issue areaSquareMeters perimeterMeters points { latitude longitude } }\n    }\n  }\n": typeof types.LandMeasurementTrackDocument,
    "\n  mutation CreateLandMeasurement($input: CreateLandMeasurementInput!) {\n    createLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": typeof types.CreateLandMeasurementDocument,
    "\n  mutation RenameLandMeasurement($input: RenameLandMeasurementInput!) {\n    renameLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": typeof types.RenameLandMeasurementDocument,
    "\n  mutation DeleteLandMeasurement($input: LandMeasurementIdInput!) {\n    deleteLandMeasurement(input: $input) { ...EnvelopeFields data { id } }\n  }\n": typeof types.DeleteLandMeasurementDocument,
    "\n  query LandVehicleOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data { id licensePlate vehicleStatus { latitude longitude } }\n    }\n  }\n": typeof types.LandVehicleOptionsDocument,
    "\n  query VehicleCardDetails($filter: VehicleFilter!) {\n    vehicle(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id\n        vehicleStatus {\n          deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites statusTime }\n        }\n        documentAlerts { documentId type status daysLeft expiresOn }\n      }\n    }\n  }\n": typeof types.VehicleCardDetailsDocument,
    "\n  fragment ServicePlanItemFields on ServicePlanItem {\n    servicePlanItemId servicePlanId planName vehicleId licensePlate name\n    intervalKm intervalHours intervalDays noticeKm noticeHours noticeDays\n    lastServiceDay lastServiceOdometerKm odometerKm engineHours\n    status dueOdometerKm dueEngineHours dueDay remainingKm remainingHours remainingDays projectedDueDay\n  }\n": typeof types.ServicePlanItemFieldsFragmentDoc,
    "\n  fragment ServiceOrderFields on ServiceOrder {\n    serviceOrderId code status vehicleId licensePlate location workshopName personInCharge scheduledDay\n    planItems { servicePlanItemId name } extraServices costLines { kind name quantity unitPrice } totalCost notes\n    finishedOdometerKm finishedOn createdOn\n  }\n": typeof types.ServiceOrderFieldsFragmentDoc,
    "\n  query ServicePlanItems($filter: ServicePlanItemsFilter) {\n    servicePlanItems(filter: $filter) {\n      ...EnvelopeFields\n      list { ...ServicePlanItemFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.ServicePlanItemsDocument,
    "\n  query ServicePlans($vehicleId: Int) {\n    servicePlans(vehicleId: $vehicleId) {\n      ...EnvelopeFields\n      list { servicePlanId vehicleId licensePlate name odometerKm engineHours items { ...ServicePlanItemFields } }\n    }\n  }\n": typeof types.ServicePlansDocument,
    "\n  query ServiceOrders($filter: ServiceOrdersFilter) {\n    serviceOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...ServiceOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": typeof types.ServiceOrdersDocument,
    "\n  query ServiceOrder($serviceOrderId: Int!) {\n    serviceOrder(serviceOrderId: $serviceOrderId) { ...EnvelopeFields data { ...ServiceOrderFields } }\n  }\n": typeof types.ServiceOrderDocument,
    "\n  query MaintenanceVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.MaintenanceVehiclesDocument,
    "\n  mutation CreateServicePlan($input: CreateServicePlanInput!) {\n    createServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }\n  }\n": typeof types.CreateServicePlanDocument,
    "\n  mutation DeleteServicePlan($input: ServicePlanIdInput!) {\n    deleteServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }\n  }\n": typeof types.DeleteServicePlanDocument,
    "\n  mutation CorrectVehicleMeters($input: CorrectVehicleMetersInput!) {\n    correctVehicleMeters(input: $input) { ...EnvelopeFields data { vehicleId odometerKm engineHours } }\n  }\n": typeof types.CorrectVehicleMetersDocument,
    "\n  mutation CreateServiceOrder($input: CreateServiceOrderInput!) {\n    createServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }\n  }\n": typeof types.CreateServiceOrderDocument,
    "\n  mutation UpdateServiceOrder($input: UpdateServiceOrderInput!) {\n    updateServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }\n  }\n": typeof types.UpdateServiceOrderDocument,
    "\n  mutation ChangeServiceOrderStatus($input: ChangeServiceOrderStatusInput!) {\n    changeServiceOrderStatus(input: $input) { ...EnvelopeFields data { serviceOrderId status } }\n  }\n": typeof types.ChangeServiceOrderStatusDocument,
    "\n  mutation RequestMarketplaceItem($input: RequestMarketplaceItemInput!) {\n    requestMarketplaceItem(input: $input) { ...EnvelopeFields data { id code } }\n  }\n": typeof types.RequestMarketplaceItemDocument,
    "\n  fragment MasterDeviceFields on Device {\n    id imei vendorType phoneNo deviceName status slot lastPacket activeOn vehicle { id licensePlate }\n  }\n": typeof types.MasterDeviceFieldsFragmentDoc,
    "\n  fragment MasterDeviceMoveFields on DeviceMove {\n    id fromLicensePlate toLicensePlate movedAt movedBy { userId fullname }\n  }\n": typeof types.MasterDeviceMoveFieldsFragmentDoc,
    "\n  query MasterDevices($filter: DevicesFilter) {\n    devices(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceFields } pagination { total page show } }\n  }\n": typeof types.MasterDevicesDocument,
    "\n  mutation MasterCreateDevice($input: CreateDeviceInput!) {\n    createDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n": typeof types.MasterCreateDeviceDocument,
    "\n  mutation MasterUpdateDevice($input: UpdateDeviceInput!) {\n    updateDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n": typeof types.MasterUpdateDeviceDocument,
    "\n  mutation MasterMoveDevice($input: MoveDeviceInput!) {\n    moveDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n": typeof types.MasterMoveDeviceDocument,
    "\n  query MasterDeviceMoves($filter: DeviceMovesFilter!) {\n    deviceMoves(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceMoveFields } pagination { total } }\n  }\n": typeof types.MasterDeviceMovesDocument,
    "\n  fragment MasterDriverFields on Driver { userId fullname email phoneNo isActive driverCardId }\n": typeof types.MasterDriverFieldsFragmentDoc,
    "\n  fragment MasterDriverAssignmentFields on DriverAssignment {\n    id vehicleId licensePlate driverId driver { userId fullname } slot startedAt endedAt\n  }\n": typeof types.MasterDriverAssignmentFieldsFragmentDoc,
    "\n  query MasterDrivers($filter: DriversFilter) {\n    drivers(filter: $filter) { ...EnvelopeFields data { ...MasterDriverFields } pagination { total page show } }\n  }\n": typeof types.MasterDriversDocument,
    "\n  mutation MasterUpdateDriverCard($input: UpdateDriverCardInput!) {\n    updateDriverCard(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n": typeof types.MasterUpdateDriverCardDocument,
    "\n  mutation MasterCreateDriver($input: CreateDriverInput!) {\n    createDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n": typeof types.MasterCreateDriverDocument,
    "\n  mutation MasterUpdateDriver($input: UpdateDriverInput!) {\n    updateDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n": typeof types.MasterUpdateDriverDocument,
    "\n  query MasterDriverAssignments($filter: DriverAssignmentsFilter!) {\n    driverAssignments(filter: $filter) {\n      ...EnvelopeFields data { ...MasterDriverAssignmentFields } pagination { total page show }\n    }\n  }\n": typeof types.MasterDriverAssignmentsDocument,
    "\n  mutation MasterUpdateDriverAssignment($input: UpdateDriverAssignmentInput!) {\n    updateDriverAssignment(input: $input) { ...EnvelopeFields data { id } }\n  }\n": typeof types.MasterUpdateDriverAssignmentDocument,
    "\n  mutation MasterDeleteDriverAssignment($input: DeleteDriverAssignmentInput!) {\n    deleteDriverAssignment(input: $input) { ...EnvelopeFields data { id } }\n  }\n": typeof types.MasterDeleteDriverAssignmentDocument,
    "\n  fragment MasterGeofenceFields on Geofence {\n    geofenceId fenceName type circData { lat lng radius } polyData minLat maxLat minLng maxLng ownership address category isGarage isServiceLoc isBillingAddr isDepot isAlert hasRelation updatedOn\n  }\n": typeof types.MasterGeofenceFieldsFragmentDoc,
    "\n  query MasterGeofences($filter: GeofencesFilter) {\n    Geofences(filter: $filter) { ...EnvelopeFields list { ...MasterGeofenceFields } pagination { total page show } }\n  }\n": typeof types.MasterGeofencesDocument,
    "\n  mutation MasterCreateGeofence($input: CreateGeofenceInput!) {\n    createGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }\n  }\n": typeof types.MasterCreateGeofenceDocument,
    "\n  mutation MasterUpdateGeofence($input: UpdateGeofenceInput!) {\n    updateGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }\n  }\n": typeof types.MasterUpdateGeofenceDocument,
    "\n  mutation MasterDeleteGeofence($input: DeleteGeofenceInput!) {\n    deleteGeofence(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.MasterDeleteGeofenceDocument,
    "\n  query MasterVehicleLookups {\n    drivers(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname isActive } }\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }\n    vehicleTypes(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields data { vehicleTypeId formattedVehicleType }\n    }\n  }\n": typeof types.MasterVehicleLookupsDocument,
    "\n  query MasterFuelTypes { fuelTypes { ...EnvelopeFields data { fuelTypeId name category } } }\n": typeof types.MasterFuelTypesDocument,
    "\n  query MasterVehicleOptions($filter: VehiclesFilter) {\n    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate imei } }\n  }\n": typeof types.MasterVehicleOptionsDocument,
    "\n  fragment MasterVehicleTypeFields on VehicleType {\n    vehicleTypeId isActive manufacturer model type category transmissionType fuelTypeId fuelType { fuelTypeId name } tonnage volume fuelEfficiency hasRelation formattedVehicleType\n  }\n": typeof types.MasterVehicleTypeFieldsFragmentDoc,
    "\n  query MasterVehicleTypes($filter: VehicleTypesFilter) {\n    vehicleTypes(filter: $filter) { ...EnvelopeFields data { ...MasterVehicleTypeFields } pagination { total page show } }\n  }\n": typeof types.MasterVehicleTypesDocument,
    "\n  mutation MasterCreateVehicleType($input: CreateVehicleTypeInput!) {\n    createVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }\n  }\n": typeof types.MasterCreateVehicleTypeDocument,
    "\n  mutation MasterUpdateVehicleType($input: UpdateVehicleTypeInput!) {\n    updateVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }\n  }\n": typeof types.MasterUpdateVehicleTypeDocument,
    "\n  fragment MasterVehicleFields on Vehicle {\n    id licensePlate hullNo vehicleTypeId driver1Id driver2Id tonnage volume fuelCapacity odometer status year imei\n    skills phoneTracking updatedOn\n    vehicleType { vehicleTypeId formattedVehicleType }\n    driver1 { userId fullname }\n    driver2 { userId fullname }\n    device { id imei vendorType model lenientFraming phoneNo }\n    cameraDevice { id imei vendorType }\n    vehicle2Vgroup { id name }\n  }\n": typeof types.MasterVehicleFieldsFragmentDoc,
    "\n  query MasterVehicles($filter: VehiclesFilter) {\n    vehiclesPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { ...MasterVehicleFields }\n      pagination { total page show }\n    }\n  }\n": typeof types.MasterVehiclesDocument,
    "\n  mutation MasterCreateVehicle($input: CreateVehicleInput!) { createVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }\n": typeof types.MasterCreateVehicleDocument,
    "\n  mutation MasterUpdateVehicle($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }\n": typeof types.MasterUpdateVehicleDocument,
    "\n  mutation MasterDeleteVehicle($input: DeleteVehicleInput!) {\n    deleteVehicle(input: $input) { ...EnvelopeFields data { id licensePlate } }\n  }\n": typeof types.MasterDeleteVehicleDocument,
    "\n  mutation MasterUpdateVehicles($input: UpdateVehiclesInput!) { updateVehicles(input: $input) { ...EnvelopeFields count } }\n": typeof types.MasterUpdateVehiclesDocument,
    "\n  query MasterVehicleAuditLogs($filter: VehicleAuditLogsFilter!) {\n    vehicleAuditLogs(filter: $filter) {\n      ...EnvelopeFields\n      data { id time action detail actionType user { userId fullname } oldData newData }\n      pagination { total page show }\n    }\n  }\n": typeof types.MasterVehicleAuditLogsDocument,
    "\n  fragment MasterVgroupFields on Vgroup { id name totalVehicle vehicleIds vehicles { id licensePlate } }\n": typeof types.MasterVgroupFieldsFragmentDoc,
    "\n  query MasterVgroups($filter: VgroupsFilter) {\n    vgroups(filter: $filter) { ...EnvelopeFields data { ...MasterVgroupFields } pagination { total page show } }\n  }\n": typeof types.MasterVgroupsDocument,
    "\n  mutation MasterCreateVgroup($input: CreateVgroupInput!) {\n    createVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }\n  }\n": typeof types.MasterCreateVgroupDocument,
    "\n  mutation MasterUpdateVgroup($input: UpdateVgroupInput!) {\n    updateVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }\n  }\n": typeof types.MasterUpdateVgroupDocument,
    "\n  mutation MasterDeleteVgroup($input: DeleteVgroupInput!) {\n    deleteVgroup(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": typeof types.MasterDeleteVgroupDocument,
    "\n  fragment DownloadVideoHistoryFields on DownloadVideoHistory {\n    id vehicleId rawAlertId channel startTime endTime status fileSize contentType url failureReason createdOn updatedOn\n  }\n": typeof types.DownloadVideoHistoryFieldsFragmentDoc,
    "\n  query MediaDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {\n    findDownloadVideoHistories(filter: $filter) {\n      ...EnvelopeFields data { ...DownloadVideoHistoryFields } pagination { total page show }\n    }\n  }\n": typeof types.MediaDownloadVideoHistoriesDocument,
    "\n  query MediaVehicleVideos($filter: VehicleVideosFilter!) {\n    vehicleVideos(filter: $filter) {\n      ...EnvelopeFields data { channel startTime endTime fileSize storageType url downloadVideoHistoryId }\n    }\n  }\n": typeof types.MediaVehicleVideosDocument,
    "\n  mutation MediaRequestVideoFileListUpdate($input: VideoFileListUpdateInput!) {\n    requestVideoFileListUpdate(input: $input) { ...EnvelopeFields data }\n  }\n": typeof types.MediaRequestVideoFileListUpdateDocument,
    "\n  mutation MediaSetUploadMedia($input: SetUploadMediaInput!) {\n    setUploadMedia(input: $input) { ...EnvelopeFields data { ...DownloadVideoHistoryFields } }\n  }\n": typeof types.MediaSetUploadMediaDocument,
    "\n  query MediaVehicleStatus($filter: VehicleStatusesFilter) {\n    vehicleStatuses(filter: $filter) { ...EnvelopeFields data { vehicleId lastReceive imei } }\n  }\n": typeof types.MediaVehicleStatusDocument,
    "\n  query MediaDashcamVehicles {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      ...EnvelopeFields data {\n        id licensePlate driver1 { fullname } device { imei vendorType } cameraDevice { imei vendorType }\n      }\n    }\n  }\n": typeof types.MediaDashcamVehiclesDocument,
    "\n  query ConsoleCompanyTickets($filter: CompanyTicketsFilterInput) {\n    consoleCompanyTickets(filter: $filter) {\n      ...EnvelopeFields\n      data { ...CompanyTicketRowFields }\n      pagination { total page show }\n    }\n  }\n": typeof types.ConsoleCompanyTicketsDocument,
    "\n  query ConsoleCompanyTicket($input: CompanyTicketIdInput!) {\n    consoleCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": typeof types.ConsoleCompanyTicketDocument,
    "\n  mutation ConsoleReplyCompanyTicket($input: ConsoleReplyCompanyTicketInput!) {\n    consoleReplyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": typeof types.ConsoleReplyCompanyTicketDocument,
    "\n  fragment ProfileFields on Profile {\n    name email phoneNo language reminderMinutes lastReminder reminderDue\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile { ...EnvelopeFields data { ...ProfileFields } }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.AddEmailDocument,
    "\n  mutation AddNumber($input: AddNumberInput!) {\n    addNumber(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.AddNumberDocument,
    "\n  mutation VerifyNumber($input: VerifyNumberInput!) {\n    verifyNumber(input: $input) { ...EnvelopeFields data { ...ProfileFields } }\n  }\n": typeof types.VerifyNumberDocument,
    "\n  mutation MarkContactReminderShown {\n    markContactReminderShown { ...EnvelopeFields data { ...ProfileFields } }\n  }\n": typeof types.MarkContactReminderShownDocument,
    "\n  fragment SessionFields on UserSession {\n    id\n    browser\n    os\n    deviceType\n    ip\n    createdOn\n    lastSeenOn\n    isCurrent\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...EnvelopeFields\n      data { ...SessionFields }\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndMySession($input: EndMySessionInput!) {\n    endMySession(input: $input) {\n      ...EnvelopeFields\n      data\n    }\n  }\n": typeof types.EndMySessionDocument,
    "\n  mutation EndMyOtherSessions {\n    endMyOtherSessions {\n      ...EnvelopeFields\n      data\n    }\n  }\n": typeof types.EndMyOtherSessionsDocument,
    "\n  query PushPublicKey {\n    pushPublicKey { ...EnvelopeFields data }\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.RegisterPushTokenDocument,
    "\n  mutation UnregisterPushToken($input: PushTokenInput!) {\n    unregisterPushToken(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.UnregisterPushTokenDocument,
    "\n  query ReferralProgram {\n    referralProgram {\n      ...EnvelopeFields\n      data {\n        code\n        link\n        referrals { referralId companyName contactName phoneNo status createdOn statusUpdatedOn }\n      }\n    }\n  }\n": typeof types.ReferralProgramDocument,
    "\n  mutation ReferCompany($input: ReferCompanyInput!) {\n    referCompany(input: $input) { ...EnvelopeFields data { referralId } }\n  }\n": typeof types.ReferCompanyDocument,
    "\n  query ReminderSettings {\n    reminderSettings {\n      ...EnvelopeFields\n      data {\n        leadDays byWhatsApp byEmail byPush recipientsChosen\n        recipients { userId name byWhatsApp byEmail byPush warnings }\n      }\n    }\n  }\n": typeof types.ReminderSettingsDocument,
    "\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...EnvelopeFields\n      data {\n        leadDays byWhatsApp byEmail byPush recipientsChosen\n        recipients { userId name byWhatsApp byEmail byPush warnings }\n      }\n    }\n  }\n": typeof types.UpdateReminderSettingsDocument,
    "\n  query ReminderRecipientOptions {\n    reminderRecipientOptions { ...EnvelopeFields data { userId name email phoneNo hasPush } }\n  }\n": typeof types.ReminderRecipientOptionsDocument,
    "\n  query SentReminders($filter: SentRemindersFilterInput) {\n    sentReminders(filter: $filter) {\n      ...EnvelopeFields\n      data { id subject threshold message vehicleId licensePlate createdOn }\n      pagination { total page show }\n    }\n  }\n": typeof types.SentRemindersDocument,
    "\n  query TripReport($filter: ReportFilter!) {\n    tripReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate driverName startTime endTime startAddress endAddress distanceKm durationSeconds\n        maxSpeed avgSpeed\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.TripReportDocument,
    "\n  query StopReport($filter: ReportFilter!) {\n    stopReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate driverName startTime endTime durationSeconds idleSeconds parkedSeconds kind address\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.StopReportDocument,
    "\n  query GeofenceVisitReport($filter: ReportFilter!) {\n    geofenceVisitReport(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate geofenceId fenceName enterTime exitTime dwellSeconds }\n      pagination { total page show }\n    }\n  }\n": typeof types.GeofenceVisitReportDocument,
    "\n  query AlertSummaryReport($filter: ReportFilter!) {\n    alertSummaryReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        summary { total falseAlerts falseAlertRate }\n        byCode { key label total falseAlerts falseAlertRate }\n        byVehicle { key label total falseAlerts falseAlertRate }\n        byDriver { key label total falseAlerts falseAlertRate }\n      }\n    }\n  }\n": typeof types.AlertSummaryReportDocument,
    "\n  query UtilisationReport($filter: ReportFilter!) {\n    utilisationReport(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate day drivingSeconds idleSeconds parkedSeconds offlineSeconds }\n      pagination { total page show }\n    }\n  }\n": typeof types.UtilisationReportDocument,
    "\n  query DriverScoreReport($filter: ReportFilter!) {\n    driverScoreReport(filter: $filter) {\n      ...EnvelopeFields\n      data { driverId fullname score finalGrade totalAlert distanceKm drivingSeconds }\n      pagination { total page show }\n    }\n  }\n": typeof types.DriverScoreReportDocument,
    "\n  query ReportScopeOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) { isSuccessful data { id licensePlate } }\n  }\n": typeof types.ReportScopeOptionsDocument,
    "\n  query ReportGroupOptions {\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { isSuccessful data { id name } }\n  }\n": typeof types.ReportGroupOptionsDocument,
    "\n  query RetentionSettings { retentionSettings { ...EnvelopeFields data { positions rawAlerts media audit } } }\n": typeof types.RetentionSettingsDocument,
    "\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) { ...EnvelopeFields data { positions rawAlerts media audit } }\n  }\n": typeof types.UpdateRetentionSettingsDocument,
    "\n  query RouteHistory($filter: RouteHistoryFilter!) {\n    routeHistory(filter: $filter) {\n      isSuccessful\n      message\n      data {\n        vehicleId\n        licensePlate\n        truncated\n        fromArchive\n        points { fixTime latitude longitude speed course ignition }\n        filteredPoints { fixTime latitude longitude speed reason }\n        stops { startTime endTime durationSeconds latitude longitude engineOn }\n        summary { distanceKm drivingSeconds stopCount stoppedSeconds maxSpeed avgSpeed }\n      }\n    }\n  }\n": typeof types.RouteHistoryDocument,
    "\n  query RouteVehicleOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data { id licensePlate hullNo imei driver1 { fullname } }\n    }\n  }\n": typeof types.RouteVehicleOptionsDocument,
    "\n  fragment RoutePlanStopFields on RoutePlanStop {\n    stopId deliveryOrderId deliveryOrderCode customerName address lat lng weightKg volumeM3 window { start end }\n    position arrival departure late unassignedReason requiredSkills missingSkills priority\n  }\n": typeof types.RoutePlanStopFieldsFragmentDoc,
    "\n  fragment RoutePlanFields on RoutePlan {\n    routePlanId code status day depot { address lat lng } shiftStart shiftEnd detourFactor speedKmh serviceMinutes\n    travelSource travelFallback travelSamples traffic timeLimitSeconds solveMs distanceKm createdOn acceptedOn\n    breakRule { afterMinutes minutes }\n    balanceRoutes\n    routes {\n      routeId sequence vehicleId licensePlate driverId capacityKg capacityM3 skills distanceKm loadKg loadM3 returnAt\n      violations breaks { start end } fleetTaskId fleetTaskCode stops { ...RoutePlanStopFields }\n    }\n    unassigned { ...RoutePlanStopFields }\n  }\n": typeof types.RoutePlanFieldsFragmentDoc,
    "\n  query RoutePlans($filter: RoutePlansFilter) {\n    routePlans(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        routePlanId code status day depotAddress shiftStart shiftEnd vehicleCount routedCount unassignedCount\n        createdOn\n      }\n      pagination { total }\n      statusCounts { status count }\n    }\n  }\n": typeof types.RoutePlansDocument,
    "\n  query RoutePlan($routePlanId: Int!) {\n    routePlan(routePlanId: $routePlanId) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n": typeof types.RoutePlanDocument,
    "\n  query RoutePlanVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate tonnage volume } }\n  }\n": typeof types.RoutePlanVehiclesDocument,
    "\n  query RoutePlanDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n": typeof types.RoutePlanDriversDocument,
    "\n  mutation CreateRoutePlan($input: CreateRoutePlanInput!) {\n    createRoutePlan(input: $input) { ...EnvelopeFields data { routePlanId } }\n  }\n": typeof types.CreateRoutePlanDocument,
    "\n  mutation MoveRoutePlanStop($input: MoveRoutePlanStopInput!) {\n    moveRoutePlanStop(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n": typeof types.MoveRoutePlanStopDocument,
    "\n  mutation AcceptRoutePlan($input: RoutePlanIdInput!) {\n    acceptRoutePlan(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n": typeof types.AcceptRoutePlanDocument,
    "\n  query ScheduledReports {\n    scheduledReports {\n      ...EnvelopeFields\n      data {\n        id name reportKind frequency weekday monthDay hour vehicleId vgroupId formats language userIds emails phones\n        paused nextRunAt lastRunStatus lastRunOn\n      }\n    }\n  }\n": typeof types.ScheduledReportsDocument,
    "\n  query ScheduledReportPeople {\n    scheduledReportPeople {\n      ...EnvelopeFields\n      data { id name hasEmail hasPhone }\n    }\n  }\n": typeof types.ScheduledReportPeopleDocument,
    "\n  query ScheduledReportRuns($filter: ScheduledReportRunsFilter!) {\n    scheduledReportRuns(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id trigger periodStart periodEnd status error rowCount size files createdOn finishedOn\n        recipients { channel address name }\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.ScheduledReportRunsDocument,
    "\n  mutation CreateScheduledReport($input: ScheduledReportInput!) {\n    createScheduledReport(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": typeof types.CreateScheduledReportDocument,
    "\n  mutation UpdateScheduledReport($input: UpdateScheduledReportInput!) {\n    updateScheduledReport(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": typeof types.UpdateScheduledReportDocument,
    "\n  mutation SetScheduledReportPaused($input: SetScheduledReportPausedInput!) {\n    setScheduledReportPaused(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": typeof types.SetScheduledReportPausedDocument,
    "\n  mutation DeleteScheduledReport($input: ScheduledReportIdInput!) {\n    deleteScheduledReport(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.DeleteScheduledReportDocument,
    "\n  mutation SendScheduledReportNow($input: ScheduledReportIdInput!) {\n    sendScheduledReportNow(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": typeof types.SendScheduledReportNowDocument,
    "\n  fragment CompanySettingsFields on Company {\n    id name idleTimeout parkTimeout offlineTimeout fuelGainAlert fuelLossAlert\n    arrivalSoonMinutes arrivalSoonMeters arrivalRadiusMeters stopArrivalRadiusMeters stopDwellSeconds\n    fleetLateToleranceMinutes fleetLongStopMinutes fleetOffRouteMeters maxActiveCalls timeZone dsBase dsIntervalType dsInitialInterval dsInitialBonus\n    dsInterval dsBonus dsCostBrake dsCostAccel dsCostOverspeed dsCostSharpturn dsMinScoreA dsMinScoreB dsMinScoreC\n    dsMinScoreD bankAccounts { bankAccountId bankName accountName accountNo isDefault }\n    trackFilters {\n      invalidEnabled zeroEnabled futureEnabled futureMinutes pastEnabled pastHours accuracyEnabled accuracyMaxMeters\n      accuracyMaxHdop duplicateEnabled jumpEnabled jumpMaxKmh driftEnabled minPeriodEnabled minPeriodSeconds\n      minDistanceEnabled minDistanceMeters\n    }\n  }\n": typeof types.CompanySettingsFieldsFragmentDoc,
    "\n  query CompanySettings { company { ...EnvelopeFields data { ...CompanySettingsFields } } }\n": typeof types.CompanySettingsDocument,
    "\n  mutation UpdateCompanySettings($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) { ...EnvelopeFields data { ...CompanySettingsFields } }\n  }\n": typeof types.UpdateCompanySettingsDocument,
    "\n  mutation DeleteBankAccount($input: DeleteBankAccountInput!) {\n    deleteBankAccount(input: $input) { ...EnvelopeFields data { bankAccountId } }\n  }\n": typeof types.DeleteBankAccountDocument,
    "\n  query CompanyCategories($filter: CompanyCategoriesFilter) {\n    companyCategories(filter: $filter) { ...EnvelopeFields data { id text hasRelation } }\n  }\n": typeof types.CompanyCategoriesDocument,
    "\n  mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {\n    createCompanyCategory(input: $input) { ...EnvelopeFields data { id text hasRelation } }\n  }\n": typeof types.CreateCompanyCategoryDocument,
    "\n  query SsoSettings {\n    ssoSettings {\n      ...EnvelopeFields\n      data {\n        isConfigured issuerUrl clientId hasClientSecret allowedDomains defaultRoleId isEnabled ssoOnly redirectUri updatedOn\n        roles { id name }\n      }\n    }\n  }\n": typeof types.SsoSettingsDocument,
    "\n  mutation UpdateSsoSettings($input: UpdateSsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      ...EnvelopeFields\n      data { isConfigured hasClientSecret }\n    }\n  }\n": typeof types.UpdateSsoSettingsDocument,
    "\n  query CompanyMapArea {\n    companyMapArea {\n      ...EnvelopeFields\n      data { west south east north }\n    }\n  }\n": typeof types.CompanyMapAreaDocument,
    "\n  query TemporaryLiveViewVehicles($filter: VehiclesFilter) {\n    vehicles(filter: $filter) {\n      ...EnvelopeFields\n      data { id licensePlate vehicleTypeId vehicleType { manufacturer model type category } }\n    }\n  }\n": typeof types.TemporaryLiveViewVehiclesDocument,
    "\n  query TemporaryLiveViewVehicleTypes($filter: VehicleTypesFilter) {\n    vehicleTypes(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleTypeId manufacturer model type category }\n    }\n  }\n": typeof types.TemporaryLiveViewVehicleTypesDocument,
    "\n  query Geofences($filter: GeofencesFilter) {\n    Geofences(filter: $filter) {\n      ...EnvelopeFields\n      list { geofenceId fenceName address type circData { lat lng radius } polyData }\n      pagination { total page show }\n    }\n  }\n": typeof types.GeofencesDocument,
    "\n  fragment TemporaryLiveViewListFields on TemporaryLiveView {\n    temporaryLvId name note duration createdOn expiresOn status accessToken shortKey vehicleCount contactCount\n    openCount lastOpenedOn\n  }\n": typeof types.TemporaryLiveViewListFieldsFragmentDoc,
    "\n  fragment TemporaryLiveViewContactFields on TemporaryLiveViewContact {\n    contactId label phoneNumber createdOn createdBy link openCount lastOpenedOn\n    location { name fullName lat lng type id { masterDataValue googleValue } address { lat lng } }\n    lastMessage { messageId status lastError updatedOn kind }\n  }\n": typeof types.TemporaryLiveViewContactFieldsFragmentDoc,
    "\n  query TemporaryLiveViewsPaginated($filter: TemporaryLiveViewsFilter) {\n    TemporaryLiveViewsPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { ...TemporaryLiveViewListFields }\n      pagination { total page show }\n    }\n  }\n": typeof types.TemporaryLiveViewsPaginatedDocument,
    "\n  query temporaryLiveView($filter: TemporaryLiveViewFilter!) {\n    temporaryLiveView(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        ...TemporaryLiveViewListFields pickedColumns alertCodes popupDuration\n        vehicleIds { temporaryLvId vehicleId }\n        vehicles { id licensePlate vehicleType { manufacturer model type category } }\n        contacts { ...TemporaryLiveViewContactFields }\n      }\n    }\n  }\n": typeof types.TemporaryLiveViewDocument,
    "\n  mutation createTemporaryLiveView($input: TemporaryLiveViewDataInput!) {\n    createTemporaryLiveView(input: $input) {\n      ...EnvelopeFields\n      temporaryLiveView { temporaryLvId accessToken shortKey }\n    }\n  }\n": typeof types.CreateTemporaryLiveViewDocument,
    "\n  mutation updateTemporaryLiveView($input: UpdateTemporaryLiveViewInput!) {\n    updateTemporaryLiveView(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.UpdateTemporaryLiveViewDocument,
    "\n  mutation DeleteTemporaryLiveView($input: DeleteTemporaryLiveViewInput!) {\n    DeleteTemporaryLiveView(input: $input) { ...EnvelopeFields }\n  }\n": typeof types.DeleteTemporaryLiveViewDocument,
    "\n  query TrackVisionRecordedVideos($filter: RecordedVideosFilter!) {\n    recordedVideos(filter: $filter) {\n      ...EnvelopeFields data { channel startTime endTime fileSize alarmFlagsHigh alarmFlagsLow }\n    }\n  }\n": typeof types.TrackVisionRecordedVideosDocument,
    "\n  query VideoViews($filter: VideoViewsFilter!) {\n    videoViews(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id userId userName vehicleId licensePlate channel mode recordedStart recordedEnd startedAt endedAt\n        secondsWatched\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.VideoViewsDocument,
    "\n  query VideoUsage {\n    videoUsage {\n      ...EnvelopeFields\n      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }\n    }\n  }\n": typeof types.VideoUsageDocument,
    "\n  mutation UpdateVideoSettings($input: UpdateVideoSettingsInput!) {\n    updateVideoSettings(input: $input) {\n      ...EnvelopeFields\n      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }\n    }\n  }\n": typeof types.UpdateVideoSettingsDocument,
    "\n  query CompanyUsers($filter: CompanyUsersFilter) {\n    companyUsers(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id name username email phoneNo roleId roleName isAdmin isActive isDriver twoFactorEnabled lastSignInOn\n        activeSessions createdOn\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.CompanyUsersDocument,
    "\n  query CompanyRoles {\n    companyRoles {\n      ...EnvelopeFields\n      data { id name isAdmin }\n    }\n  }\n": typeof types.CompanyRolesDocument,
    "\n  query UserSessions($input: UserIdInput!) {\n    userSessions(input: $input) {\n      ...EnvelopeFields\n      data { ...SessionFields }\n    }\n  }\n": typeof types.UserSessionsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...EnvelopeFields\n      data { userId setPasswordUrl expiresOn }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.SetUserActiveDocument,
    "\n  mutation ResetUserPassword($input: UserIdInput!) {\n    resetUserPassword(input: $input) {\n      ...EnvelopeFields\n      data { userId setPasswordUrl expiresOn }\n    }\n  }\n": typeof types.ResetUserPasswordDocument,
    "\n  mutation ResetUserTwoFactor($input: UserIdInput!) {\n    resetUserTwoFactor(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.ResetUserTwoFactorDocument,
    "\n  mutation EndUserSessions($input: EndUserSessionInput!) {\n    endUserSessions(input: $input) {\n      ...EnvelopeFields\n      data\n    }\n  }\n": typeof types.EndUserSessionsDocument,
    "\n  query Webhooks {\n    webhooks {\n      ...EnvelopeFields\n      data { id name url events secretPrefix isEnabled disabledReason consecutiveFailures createdOn }\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  query WebhookDeliveries($filter: WebhookDeliveriesFilterInput!) {\n    webhookDeliveries(filter: $filter) {\n      ...EnvelopeFields\n      data { id eventId eventType status attempts responseStatus durationMs error responseExcerpt createdOn updatedOn nextAttemptOn }\n      pagination { total page show }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...EnvelopeFields\n      data { id secret secretPrefix }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation SetWebhookEnabled($input: SetWebhookEnabledInput!) {\n    setWebhookEnabled(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.SetWebhookEnabledDocument,
    "\n  mutation DeleteWebhook($input: WebhookIdInput!) {\n    deleteWebhook(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation SendWebhookTest($input: WebhookIdInput!) {\n    sendWebhookTest(input: $input) {\n      ...EnvelopeFields\n      data { eventId }\n    }\n  }\n": typeof types.SendWebhookTestDocument,
    "\n  query WhatsAppConversations($filter: WhatsappConversationsFilterInput) {\n    whatsappConversations(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id phone contactLabel linkName deliveryOrderCode unreadCount needsOperator lastMessageOn windowOpen\n        confirmedByConsigneeOn\n      }\n      pagination { total page show }\n    }\n  }\n": typeof types.WhatsAppConversationsDocument,
    "\n  query WhatsAppConversation($input: WhatsappConversationIdInput!) {\n    whatsappConversation(input: $input) {\n      ...EnvelopeFields\n      data {\n        id phone contactLabel linkName temporaryLvId deliveryOrderId deliveryOrderCode unreadCount needsOperator\n        lastInboundOn windowOpen confirmedByConsigneeOn\n        messages { id direction body intent rule answeredBy status createdOn }\n      }\n    }\n  }\n": typeof types.WhatsAppConversationDocument,
    "\n  query WhatsAppInboxCounts {\n    whatsappInboxCounts { ...EnvelopeFields data { unread waiting } }\n  }\n": typeof types.WhatsAppInboxCountsDocument,
    "\n  mutation WhatsAppReply($input: ReplyWhatsappConversationInput!) {\n    replyWhatsappConversation(input: $input) { ...EnvelopeFields data { id } }\n  }\n": typeof types.WhatsAppReplyDocument,
    "\n  mutation WhatsAppMarkRead($input: WhatsappConversationIdInput!) {\n    markWhatsappConversationRead(input: $input) { ...EnvelopeFields data { conversationId } }\n  }\n": typeof types.WhatsAppMarkReadDocument,
    "\n  query EmailOutbox($filter: EmailMessagesFilter) {\n    emailMessages(filter: $filter) {\n      ...EnvelopeFields\n      data { id recipientEmail subject body status attempts lastError createdOn sentOn }\n      pagination { total page show }\n    }\n  }\n": typeof types.EmailOutboxDocument,
    "\n  query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {\n    whatsappMessages(filter: $filter) {\n      ...EnvelopeFields\n      data { id kind recipientPhone body status attempts lastError createdOn sentOn }\n      pagination { total page show }\n    }\n  }\n": typeof types.WhatsAppOutboxDocument,
    "\n  fragment EnvelopeFields on Envelope {\n    isSuccessful\n    message\n    errorName\n    status\n  }\n": typeof types.EnvelopeFieldsFragmentDoc,
    "\n  query NewModules {\n    newModules { ...EnvelopeFields data { path newUntil } }\n  }\n": typeof types.NewModulesDocument,
    "\n  query LiveFleet {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data {\n        id\n        licensePlate\n        hullNo\n        imei\n        device { vendorType }\n        driver1 { fullname }\n        vehicleType { manufacturer model type }\n        vehicleStatus {\n          latitude longitude motionStatus lastPacket fixTime speed course ignition temperature fuel address\n        }\n      }\n    }\n  }\n": typeof types.LiveFleetDocument,
    "\n  query Identity {\n    identity {\n      isSuccessful\n      message\n      errorCode\n      errorName\n      status\n      data {\n        userId\n        name\n        email\n        phoneNo\n        companyId\n        companyName\n        timeZone\n        isDriver\n        isPlatformAdmin\n        legacyAppUrl\n        accessRight\n        featureFlags {\n          key\n          enabled\n        }\n        language\n        motionTimeouts {\n          idleMinutes\n          parkMinutes\n          offlineMinutes\n        }\n        setupNotifCompleted\n      }\n    }\n  }\n": typeof types.IdentityDocument,
    "\n  mutation UpdateMyLanguage($input: UpdateMyLanguageInput!) {\n    updateMyLanguage(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": typeof types.UpdateMyLanguageDocument,
    "\n  query CompanyTicketNotices {\n    companyTicketNotices {\n      ...EnvelopeFields\n      data { ticketId code companyName subject status lastActivityOn forPlatform }\n    }\n  }\n": typeof types.CompanyTicketNoticesDocument,
    "\n  query WhatsappInboxNotices {\n    whatsappInboxNotices {\n      ...EnvelopeFields\n      data { conversationId contactLabel linkName deliveryOrderCode lastMessage waitingSince }\n    }\n  }\n": typeof types.WhatsappInboxNoticesDocument,
    "\n  mutation WhatsAppResend($input: ResendWhatsAppMessageInput!) {\n    resendWhatsAppMessage(input: $input) { ...EnvelopeFields data { id status } }\n  }\n": typeof types.WhatsAppResendDocument,
};
const documents: Documents = {
    "\n  query AlertCenterRawAlerts($filter: RawAlertsFilter) {\n    rawAlerts(filter: $filter) {\n      ...EnvelopeFields\n      rawAlerts { data { ...AlertCenterRawAlertFields } pagination { total page show } }\n    }\n  }\n": types.AlertCenterRawAlertsDocument,
    "\n  query AlertCenterRawAlert($filter: RawAlertFilter!) {\n    rawAlert(filter: $filter) {\n      ...EnvelopeFields\n      data { ...AlertCenterRawAlertFields }\n    }\n  }\n": types.AlertCenterRawAlertDocument,
    "\n  query AlertCenterTotals($filter: TotalImportantAlertsFilter) {\n    totalImportantAlerts(filter: $filter) {\n      ...EnvelopeFields\n      data { alertUrgencyType unresolved }\n    }\n  }\n": types.AlertCenterTotalsDocument,
    "\n  fragment AlertCenterRawAlertFields on RawAlert {\n    rawAlertId id alertCode alertRuleIds\n    alert { iconUrl descriptionIdn descriptionEng }\n    isResolved createdOn alertData formattedAlertData latitude longitude address addressNear { name metres } mapUrl shouldHaveMedia\n    isUrgent isImportant autoPopup isRead isFalseAlert form { reason others } note\n    vehicleId licensePlate driverName callState { isHaveVoip deviceType } sourceDeviceCategory sourceDeviceType\n    foData { location totalDurationMinutes targetTime actualTime destination distanceKm targetArrival estimatedArrival\n             plannedActivityMinutes }\n  }\n": types.AlertCenterRawAlertFieldsFragmentDoc,
    "\n  query AlertCenterPayload($filter: PayloadFilter) {\n    payload(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        payload { userId companyId channels }\n        subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules }\n      }\n    }\n  }\n": types.AlertCenterPayloadDocument,
    "\n  query AlertCodeOptions($filter: AlertCodesFilter) {\n    alertCodesPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { alertCode descriptionIdn descriptionEng iconUrl enabledInRule\n        alertCategories { alertCategoryId categoryIdn categoryEng } }\n    }\n  }\n": types.AlertCodeOptionsDocument,
    "\n  query AlertVehicleOptions {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.AlertVehicleOptionsDocument,
    "\n  fragment AlertCodeInfo on AlertCode {\n    alertCode descriptionIdn descriptionEng iconUrl\n  }\n": types.AlertCodeInfoFragmentDoc,
    "\n  fragment RawAlertRowFields on RawAlert {\n    rawAlertId id alertCode alert { ...AlertCodeInfo } createdOn isResolved\n    isFalseAlert isUrgent isImportant isRead licensePlate vehicleId driverName driver { userId fullname }\n    formattedAlertData address addressNear { name metres } latitude longitude\n  }\n": types.RawAlertRowFieldsFragmentDoc,
    "\n  fragment RawAlertDetailFields on RawAlert {\n    ...RawAlertRowFields\n    alert { ...AlertCodeInfo fullDescriptionIdn fullDescriptionEng }\n    resolvedOn resolver { userId fullname } alertData geofences { geofenceId fenceName }\n    sourceDeviceCategory sourceDeviceType form { reason others } note shouldHaveMedia callState { isHaveVoip deviceType }\n    userLogs { typeField data note createdOn userId user { userId fullname } }\n  }\n": types.RawAlertDetailFieldsFragmentDoc,
    "\n  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {\n    upsertRawAlertsAction(input: $input) {\n      ...EnvelopeFields\n      aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }\n    }\n  }\n": types.UpsertRawAlertsActionDocument,
    "\n  query NotificationLog($filter: RawAlertUserLogsFilter) {\n    notificationLog(filter: $filter) {\n      ...EnvelopeFields\n      notificationLog {\n        data { id typeField data note createdOn user { userId fullname }\n          rawAlert { rawAlertId id licensePlate alert { descriptionIdn descriptionEng iconUrl } } }\n        pagination { total page show }\n      }\n    }\n  }\n": types.NotificationLogDocument,
    "\n  query NotificationRawAlerts($filter: RawAlertsFilter) {\n    rawAlerts(filter: $filter) {\n      ...EnvelopeFields rawAlerts { data { ...RawAlertRowFields } pagination { total page show } }\n    }\n  }\n": types.NotificationRawAlertsDocument,
    "\n  query NotificationRawAlert($filter: RawAlertFilter!) {\n    rawAlert(filter: $filter) { ...EnvelopeFields data { ...RawAlertDetailFields } }\n  }\n": types.NotificationRawAlertDocument,
    "\n  mutation CompleteNotificationSetup($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": types.CompleteNotificationSetupDocument,
    "\n  fragment AlertRuleTemplateCodeFields on AlertRuleTemplateCode {\n    alertCode descriptionIdn descriptionEng isAlreadyActive\n  }\n": types.AlertRuleTemplateCodeFieldsFragmentDoc,
    "\n  query SettingAlertRuleTemplates($filter: AlertRuleTemplatesFilter) {\n    alertRuleTemplates(filter: $filter) {\n      ...EnvelopeFields\n      data { templateId nameIdn nameEng descriptionIdn descriptionEng iconUrl\n        defaultAlertCodes { ...AlertRuleTemplateCodeFields } additionalAlertCodes { ...AlertRuleTemplateCodeFields } }\n    }\n  }\n": types.SettingAlertRuleTemplatesDocument,
    "\n  mutation SettingCreateAlertRules($input: CreateAlertRulesInput!) {\n    createAlertRules(input: $input) { ...EnvelopeFields data { alertRuleId label alertCode } }\n  }\n": types.SettingCreateAlertRulesDocument,
    "\n  fragment AlertRuleFields on AlertRule {\n    alertRuleId label alertCode isActive createdOn maxThreshold minThreshold minThresholdTime\n    withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertUrgencyType\n    alertCountThreshold alertCountWindow autoPopup notifyContacts totalVehicles totalVgroups totalUsers\n    contactRecipients { contactId label phoneNumber email } geofences { geofenceId fenceName }\n    vehicles { id licensePlate } users { userId fullname } vgroups { id name }\n    alert { alertCode descriptionIdn descriptionEng iconUrl }\n  }\n": types.AlertRuleFieldsFragmentDoc,
    "\n  query SettingAlertRules($filter: AlertRulesFilter) {\n    alertRules(filter: $filter) {\n      ...EnvelopeFields alertRules { data { ...AlertRuleFields } pagination { total page show } }\n    }\n  }\n": types.SettingAlertRulesDocument,
    "\n  query SettingAlertRule($filter: AlertRuleFilter!) {\n    alertRule(filter: $filter) { ...EnvelopeFields data { ...AlertRuleFields } }\n  }\n": types.SettingAlertRuleDocument,
    "\n  mutation SettingCreateAlertRule($input: AlertRuleInput!) {\n    createAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }\n  }\n": types.SettingCreateAlertRuleDocument,
    "\n  mutation SettingUpdateAlertRule($input: UpdateAlertRuleInput!) {\n    updateAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }\n  }\n": types.SettingUpdateAlertRuleDocument,
    "\n  mutation SettingDeleteAlertRule($input: DeleteAlertRuleInput!) {\n    deleteAlertRule(input: $input) { ...EnvelopeFields }\n  }\n": types.SettingDeleteAlertRuleDocument,
    "\n  mutation SettingUpdateAlertRules($input: UpdateAlertRulesInput!) {\n    updateAlertRules(input: $input) { ...EnvelopeFields count }\n  }\n": types.SettingUpdateAlertRulesDocument,
    "\n  mutation SettingDeleteAlertRules($input: DeleteAlertRulesInput!) {\n    deleteAlertRules(input: $input) { ...EnvelopeFields count }\n  }\n": types.SettingDeleteAlertRulesDocument,
    "\n  query AlertRuleFormOptions {\n    Geofences(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields list { geofenceId fenceName } }\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }\n  }\n": types.AlertRuleFormOptionsDocument,
    "\n  query AlertRuleUserOptions($filter: AlertRuleUserOptionsFilter) {\n    alertRuleUserOptions(filter: $filter) { ...EnvelopeFields data { userId fullname email } }\n  }\n": types.AlertRuleUserOptionsDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      ...EnvelopeFields\n      data { id name prefix accessKeys allowedCidrs expiresOn createdOn createdByName revokedOn lastUsedOn lastUsedIp status }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  query ApiKeyCalls($filter: ApiKeyCallsFilterInput) {\n    apiKeyCalls(filter: $filter) {\n      ...EnvelopeFields\n      data { id apiKeyId keyName method path status durationMs ip calledOn }\n      pagination { total page show }\n    }\n  }\n": types.ApiKeyCallsDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...EnvelopeFields\n      data { id secret prefix }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($input: ApiKeyIdInput!) {\n    revokeApiKey(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AuditEvents($filter: AuditEventsFilter!) {\n    auditEvents(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        nextBefore\n        events { id createdOn actorUserId actorName action actionLabel targetType targetLabel details ip userAgent }\n      }\n    }\n  }\n": types.AuditEventsDocument,
    "\n  query MyPasskeys {\n    myPasskeys { ...EnvelopeFields data { id name createdOn lastUsedOn } }\n  }\n": types.MyPasskeysDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration { ...EnvelopeFields data }\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) { ...EnvelopeFields }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation DeletePasskey($input: DeletePasskeyInput!) {\n    deletePasskey(input: $input) { ...EnvelopeFields }\n  }\n": types.DeletePasskeyDocument,
    "\n  query MyTwoFactor {\n    myTwoFactor { ...EnvelopeFields data { enabled recoveryCodesLeft companyRequires passkeys } }\n  }\n": types.MyTwoFactorDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment { ...EnvelopeFields data { secret otpauthUri } }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpInput!) {\n    confirmTotpEnrolment(input: $input) { ...EnvelopeFields data { codes } }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) { ...EnvelopeFields }\n  }\n": types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) { ...EnvelopeFields data { codes } }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation SetCompanyTwoFactorRequired($input: CompanyTwoFactorInput!) {\n    setCompanyTwoFactorRequired(input: $input) { ...EnvelopeFields }\n  }\n": types.SetCompanyTwoFactorRequiredDocument,
    "\n  mutation BackToVsmsV1($input: BackToVsmsV1Input!) {\n    backToVsmsV1(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": types.BackToVsmsV1Document,
    "\n  fragment CompanyTicketRowFields on CompanyTicket {\n    id code companyName category priority status subject referenceLabel unreadByCompany marketplaceItemId\n    createdByName createdOn lastActivityOn\n  }\n": types.CompanyTicketRowFieldsFragmentDoc,
    "\n  fragment CompanyTicketDetailFields on CompanyTicketDetail {\n    id code companyName category priority status subject description attachments vehicleId deviceId referenceLabel\n    marketplaceItemId unreadByCompany createdByName createdOn lastActivityOn\n    health { lastPositionOn lastPacketOn online motionStatus battery signal }\n    messages { id fromPlatform authorName body attachments status createdOn }\n  }\n": types.CompanyTicketDetailFieldsFragmentDoc,
    "\n  query CompanyTickets($filter: CompanyTicketsFilterInput) {\n    companyTickets(filter: $filter) {\n      ...EnvelopeFields\n      data { ...CompanyTicketRowFields }\n      pagination { total page show }\n    }\n  }\n": types.CompanyTicketsDocument,
    "\n  query CompanyTicket($input: CompanyTicketIdInput!) {\n    companyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": types.CompanyTicketDocument,
    "\n  mutation CreateCompanyTicket($input: CreateCompanyTicketInput!) {\n    createCompanyTicket(input: $input) { ...EnvelopeFields data { id code } }\n  }\n": types.CreateCompanyTicketDocument,
    "\n  mutation ReplyCompanyTicket($input: ReplyCompanyTicketInput!) {\n    replyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": types.ReplyCompanyTicketDocument,
    "\n  mutation CloseCompanyTicket($input: CloseCompanyTicketInput!) {\n    closeCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": types.CloseCompanyTicketDocument,
    "\n  query TicketVehicleOptions($filter: VehiclesFilter) {\n    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.TicketVehicleOptionsDocument,
    "\n  query ControlTowerExceptions($filter: ControlTowerExceptionsFilterInput) {\n    controlTowerExceptions(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id queue status notes ownerId ownerName vehicleId licensePlate fleetTaskId fleetTaskCode rawAlertId alertCode\n        alertTime address targetArrival documentType documentNumber expiresOn servicePlan serviceItem lastPacket\n        conversationId contactLabel message messageTime firstSeenOn slaDueOn slaBreached\n      }\n      pagination { total page show }\n    }\n  }\n": types.ControlTowerExceptionsDocument,
    "\n  query ControlTowerCounts {\n    controlTowerCounts { ...EnvelopeFields data { queue open breached } }\n  }\n": types.ControlTowerCountsDocument,
    "\n  query ControlTowerSettings {\n    controlTowerSettings { ...EnvelopeFields data {\n      lateMinutes offlineMinutes slaMinutes alertWindowHours queueSlaMinutes { queue minutes }\n    } }\n  }\n": types.ControlTowerSettingsDocument,
    "\n  mutation TakeControlTowerException($input: ControlTowerExceptionIdInput!) {\n    takeControlTowerException(input: $input) { ...EnvelopeFields data { id } }\n  }\n": types.TakeControlTowerExceptionDocument,
    "\n  mutation UpdateControlTowerException($input: UpdateControlTowerExceptionInput!) {\n    updateControlTowerException(input: $input) { ...EnvelopeFields data { id } }\n  }\n": types.UpdateControlTowerExceptionDocument,
    "\n  mutation SaveControlTowerSettings($input: ControlTowerSettingsInput!) {\n    saveControlTowerSettings(input: $input) { ...EnvelopeFields data { lateMinutes } }\n  }\n": types.SaveControlTowerSettingsDocument,
    "\n  fragment DriverAllowanceFields on DriverAllowance {\n    allowanceId vehicleId licensePlate driverId driverName fleetTaskId fleetTaskCode purpose amount paidOn note status\n    spent expenseCount variance direction closedOn\n  }\n": types.DriverAllowanceFieldsFragmentDoc,
    "\n  query DriverAllowances($filter: DriverAllowanceFilterInput!, $pagination: PaginationInput) {\n    driverAllowances(filter: $filter, pagination: $pagination) {\n      ...EnvelopeFields\n      list { ...DriverAllowanceFields }\n      pagination { total page show }\n    }\n  }\n": types.DriverAllowancesDocument,
    "\n  query DriverAllowance($input: DriverAllowanceIdInput!) {\n    driverAllowance(input: $input) {\n      ...EnvelopeFields\n      data {\n        allowance { ...DriverAllowanceFields }\n        expenses { expenseId kind spentAt amount description receiptUrl }\n      }\n    }\n  }\n": types.DriverAllowanceDocument,
    "\n  query DriverAllowanceBalances {\n    driverAllowanceBalances { ...EnvelopeFields data { driverId driverName openCount advanced spent outstanding } }\n  }\n": types.DriverAllowanceBalancesDocument,
    "\n  query AllowanceDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields\n      data { userId fullname }\n    }\n  }\n": types.AllowanceDriversDocument,
    "\n  query AllowanceFleetTasks($input: AllowanceFleetTasksInput!) {\n    allowanceFleetTasks(input: $input) {\n      ...EnvelopeFields\n      data { fleetTaskId code status departureTime licensePlate driverName stopCount }\n    }\n  }\n": types.AllowanceFleetTasksDocument,
    "\n  mutation CreateDriverAllowance($input: DriverAllowanceInput!) {\n    createDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": types.CreateDriverAllowanceDocument,
    "\n  mutation AddAllowanceExpense($input: AllowanceExpenseInput!) {\n    addAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": types.AddAllowanceExpenseDocument,
    "\n  mutation DeleteAllowanceExpense($input: AllowanceExpenseIdInput!) {\n    deleteAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": types.DeleteAllowanceExpenseDocument,
    "\n  mutation SettleDriverAllowance($input: DriverAllowanceIdInput!) {\n    settleDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId variance direction } }\n  }\n": types.SettleDriverAllowanceDocument,
    "\n  mutation CancelDriverAllowance($input: DriverAllowanceIdInput!) {\n    cancelDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n": types.CancelDriverAllowanceDocument,
    "\n  fragment CostEntryFields on CostEntry {\n    costEntryId vehicleId licensePlate category spentAt amount litres pricePerLitre station etollCard odometerKm\n    description fromAllowance\n  }\n": types.CostEntryFieldsFragmentDoc,
    "\n  query CostEntries($filter: CostFilterInput!, $pagination: PaginationInput) {\n    costEntries(filter: $filter, pagination: $pagination) {\n      ...EnvelopeFields\n      list { ...CostEntryFields }\n      pagination { total page show }\n    }\n  }\n": types.CostEntriesDocument,
    "\n  query CostSummary($filter: CostFilterInput!) {\n    costSummary(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        fleet { total distanceKm litres costPerKm litresPer100Km kmPerLitre }\n        byCategory { category amount }\n        vehicles {\n          vehicleId licensePlate total distanceKm litres costPerKm litresPer100Km kmPerLitre expectedKmPerLitre\n          efficiencyRatio\n        }\n      }\n    }\n  }\n": types.CostSummaryDocument,
    "\n  query FuelReport($input: FuelReportInput!) {\n    fuelReport(input: $input) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate capacityLitres consumedLitres refuelledLitres drainedLitres\n        levels { time litres }\n        events { fuelEventId kind startTime endTime litres levelBefore levelAfter whileParked }\n        receipts { costEntryId spentAt station amount receiptLitres detectedLitres refuelTime status }\n      }\n    }\n  }\n": types.FuelReportDocument,
    "\n  query CostVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.CostVehiclesDocument,
    "\n  mutation CreateCostEntry($input: CostEntryInput!) {\n    createCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n": types.CreateCostEntryDocument,
    "\n  mutation UpdateCostEntry($input: UpdateCostEntryInput!) {\n    updateCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n": types.UpdateCostEntryDocument,
    "\n  mutation DeleteCostEntry($input: CostEntryIdInput!) {\n    deleteCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n": types.DeleteCostEntryDocument,
    "\n  query EtollCards {\n    etollCards {\n      ...EnvelopeFields\n      data { etollCardId cardNumber issuer vehicleId licensePlate assignedFrom balance balanceOn note }\n    }\n  }\n": types.EtollCardsDocument,
    "\n  mutation CreateEtollCard($input: EtollCardInput!) {\n    createEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n": types.CreateEtollCardDocument,
    "\n  mutation UpdateEtollCard($input: UpdateEtollCardInput!) {\n    updateEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n": types.UpdateEtollCardDocument,
    "\n  mutation DeleteEtollCard($input: EtollCardIdInput!) {\n    deleteEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n": types.DeleteEtollCardDocument,
    "\n  fragment FuelCalibrationFields on FuelCalibration {\n    vehicleId licensePlate capacityLitres points { sensor litres } updatedOn\n  }\n": types.FuelCalibrationFieldsFragmentDoc,
    "\n  query FuelCalibration($input: FuelCalibrationVehicleInput!) {\n    fuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n": types.FuelCalibrationDocument,
    "\n  mutation SaveFuelCalibration($input: FuelCalibrationInput!) {\n    saveFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n": types.SaveFuelCalibrationDocument,
    "\n  mutation DeleteFuelCalibration($input: FuelCalibrationVehicleInput!) {\n    deleteFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n": types.DeleteFuelCalibrationDocument,
    "\n  query TcoSummary($input: TcoPeriodInput!) {\n    tcoSummary(input: $input) {\n      ...EnvelopeFields\n      data {\n        fleet {\n          vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm tcoPerKm\n          litresPer100Km kmPerLitre\n        }\n        groups {\n          groupId name vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm\n          tcoPerKm litresPer100Km kmPerLitre\n        }\n        vehicles {\n          vehicleId licensePlate byCategory { category amount } running ownership tco distanceKm litres costPerKm\n          tcoPerKm litresPer100Km kmPerLitre expectedKmPerLitre efficiencyRatio monthlyOwnershipCost\n          ownershipStartsOn ownershipEndsOn\n        }\n      }\n    }\n  }\n": types.TcoSummaryDocument,
    "\n  mutation SetVehicleOwnershipCost($input: VehicleOwnershipCostInput!) {\n    setVehicleOwnershipCost(input: $input) { ...EnvelopeFields data { vehicleId monthlyCost startsOn endsOn } }\n  }\n": types.SetVehicleOwnershipCostDocument,
    "\n  query FleetSummary {\n    fleetSummary {\n      isSuccessful\n      message\n      data { total moving stopped idle parked stale offline noData noDevice }\n    }\n  }\n": types.FleetSummaryDocument,
    "\n  query DeliveryOrderConsigneeLinks($deliveryOrderId: Int!) {\n    deliveryOrder(deliveryOrderId: $deliveryOrderId) {\n      ...EnvelopeFields\n      data {\n        deliveryOrderId\n        consigneeLinks {\n          fleetTaskId recipientName recipientPhone sentOn openCount lastOpenedOn expiresOn isExpired\n          messages { kind status createdOn updatedOn }\n        }\n      }\n    }\n  }\n": types.DeliveryOrderConsigneeLinksDocument,
    "\n  fragment DeliveryOrderFields on DeliveryOrder {\n    deliveryOrderId code status customerName billedCustomerName shipmentNumber notes fleetTaskId salesOrderCode\n    totalWeightKg totalVolumeM3 createdOn\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    destinationContactName destinationContactPhone\n    pickupWindow { start end }\n    deliveryWindow { start end }\n    items { name quantity weightKg volumeM3 }\n    customFields { key value }\n    requiredSkills priority\n  }\n": types.DeliveryOrderFieldsFragmentDoc,
    "\n  query DeliveryOrders($filter: DeliveryOrdersFilter) {\n    deliveryOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.DeliveryOrdersDocument,
    "\n  query DeliveryOrder($deliveryOrderId: Int!) {\n    deliveryOrder(deliveryOrderId: $deliveryOrderId) {\n      ...EnvelopeFields\n      data { ...DeliveryOrderFields salesOrderId updatedOn statusHistory { fromStatus toStatus changedOn } }\n    }\n  }\n": types.DeliveryOrderDocument,
    "\n  mutation CreateDeliveryOrder($input: CreateDeliveryOrderInput!) {\n    createDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }\n  }\n": types.CreateDeliveryOrderDocument,
    "\n  mutation UpdateDeliveryOrder($input: UpdateDeliveryOrderInput!) {\n    updateDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }\n  }\n": types.UpdateDeliveryOrderDocument,
    "\n  mutation DeleteDeliveryOrder($input: DeliveryOrderIdInput!) {\n    deleteDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId } }\n  }\n": types.DeleteDeliveryOrderDocument,
    "\n  mutation ChangeDeliveryOrderStatus($input: ChangeDeliveryOrderStatusInput!) {\n    changeDeliveryOrderStatus(input: $input) { ...EnvelopeFields data { deliveryOrderId status } }\n  }\n": types.ChangeDeliveryOrderStatusDocument,
    "\n  query DeliveryReport($input: DeliveryReportInput!) {\n    deliveryReport(input: $input) {\n      ...EnvelopeFields\n      data {\n        startDate endDate truncated delivered failed canceled onTimeRate\n        perCustomer { name delivered judged onTime late rate }\n        perDriver { name delivered judged onTime late rate }\n        perVehicle { name delivered judged onTime late rate }\n        perDay { day delivered failed canceled }\n      }\n    }\n  }\n": types.DeliveryReportDocument,
    "\n  fragment DeliveryRequestFields on DeliveryRequest {\n    deliveryRequestId code status requesterKind requesterName requesterPhone notes rejectionReason\n    deliveryOrderId deliveryOrderCode deliveryOrderStatus decidedOn createdOn\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    deliveryWindow { start end }\n    items { name quantity weightKg volumeM3 }\n  }\n": types.DeliveryRequestFieldsFragmentDoc,
    "\n  query DeliveryRequests($filter: DeliveryRequestsFilter) {\n    deliveryRequests(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryRequestFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.DeliveryRequestsDocument,
    "\n  mutation CreateDeliveryRequest($input: CreateDeliveryRequestInput!) {\n    createDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId code } }\n  }\n": types.CreateDeliveryRequestDocument,
    "\n  mutation ApproveDeliveryRequest($input: DeliveryRequestIdInput!) {\n    approveDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId deliveryOrderCode } }\n  }\n": types.ApproveDeliveryRequestDocument,
    "\n  mutation RejectDeliveryRequest($input: RejectDeliveryRequestInput!) {\n    rejectDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId status } }\n  }\n": types.RejectDeliveryRequestDocument,
    "\n  query MyFleetTasks {\n    myFleetTasks {\n      ...EnvelopeFields\n      list {\n        fleetTaskId code status licensePlate phoneTracking driverName departureTime startedOn endedOn stopCount note\n        stops {\n          stopId sequence deliveryOrderCode customerName activity address lat lng note targetArrival actualArrival\n          visitStatus\n        }\n        stopOutcomes { stopId outcome receiverName failureReason happenedOn }\n      }\n      podRequirements { photo signature receiverName }\n    }\n  }\n": types.MyFleetTasksDocument,
    "\n  mutation StartMyFleetTask($input: DriverTaskActionInput!) {\n    startMyFleetTask(input: $input) { ...EnvelopeFields }\n  }\n": types.StartMyFleetTaskDocument,
    "\n  mutation EndMyFleetTask($input: DriverTaskActionInput!) {\n    endMyFleetTask(input: $input) { ...EnvelopeFields }\n  }\n": types.EndMyFleetTaskDocument,
    "\n  mutation ArriveAtStop($input: ArriveAtStopInput!) {\n    arriveAtStop(input: $input) { ...EnvelopeFields }\n  }\n": types.ArriveAtStopDocument,
    "\n  mutation DeliverStop($input: DeliverStopInput!) {\n    deliverStop(input: $input) { ...EnvelopeFields }\n  }\n": types.DeliverStopDocument,
    "\n  mutation FailStop($input: FailStopInput!) {\n    failStop(input: $input) { ...EnvelopeFields }\n  }\n": types.FailStopDocument,
    "\n  mutation ReportMyPositions($input: ReportMyPositionsInput!) {\n    reportMyPositions(input: $input) { ...EnvelopeFields accepted }\n  }\n": types.ReportMyPositionsDocument,
    "\n  query FleetAvailability($input: FleetAvailabilityInput!) {\n    fleetAvailability(input: $input) {\n      ...EnvelopeFields\n      data {\n        days\n        vehicles {\n          vehicleId licensePlate vehicleTypeName capacityKg capacityM3\n          days { day state fleetTaskIds serviceOrderIds unavailabilityIds }\n        }\n        vehiclePagination { total page show }\n        drivers { driverId name days { day state fleetTaskIds serviceOrderIds unavailabilityIds } }\n        driverPagination { total page show }\n        tasks { fleetTaskId code status isInstant departureTime endTime }\n        serviceOrders { serviceOrderId status scheduledDay }\n        unavailabilities { unavailabilityId vehicleId driverId reason fromDay toDay note }\n      }\n    }\n  }\n": types.FleetAvailabilityDocument,
    "\n  mutation CreateUnavailability($input: CreateUnavailabilityInput!) {\n    createUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n": types.CreateUnavailabilityDocument,
    "\n  mutation UpdateUnavailability($input: UpdateUnavailabilityInput!) {\n    updateUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n": types.UpdateUnavailabilityDocument,
    "\n  mutation DeleteUnavailability($input: UnavailabilityIdInput!) {\n    deleteUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n": types.DeleteUnavailabilityDocument,
    "\n  query FleetTasks($filter: FleetTasksFilter) {\n    fleetTasks(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        fleetTaskId code status licensePlate driverName coDriverName departureTime stopCount visitedCount isInstant\n      }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.FleetTasksDocument,
    "\n  query FleetTask($fleetTaskId: Int!) {\n    fleetTask(fleetTaskId: $fleetTaskId) {\n      ...EnvelopeFields\n      data {\n        fleetTaskId code status vehicleId licensePlate driverId driverName coDriverId coDriverName departureTime note\n        startedOn endedOn stopCount visitedCount isInstant\n        stops {\n          stopId sequence deliveryOrderId deliveryOrderCode customerName activity address lat lng geofenceId note\n          targetArrival targetDeparture actualArrival actualDeparture visitStatus punctuality lateMinutes\n        }\n        interventions { interventionId userName action createdOn }\n        stopOutcomes {\n          stopId outcome photoUrl signatureUrl receiverName notes failureReason happenedOn recordedByName\n        }\n      }\n    }\n  }\n": types.FleetTaskDocument,
    "\n  mutation CreateFleetTask($input: CreateFleetTaskInput!) {\n    createFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId code } }\n  }\n": types.CreateFleetTaskDocument,
    "\n  mutation DeleteFleetTask($input: FleetTaskIdInput!) {\n    deleteFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId } }\n  }\n": types.DeleteFleetTaskDocument,
    "\n  mutation ChangeFleetTaskStatus($input: ChangeFleetTaskStatusInput!) {\n    changeFleetTaskStatus(input: $input) { ...EnvelopeFields data { fleetTaskId status } }\n  }\n": types.ChangeFleetTaskStatusDocument,
    "\n  query FleetTaskVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.FleetTaskVehiclesDocument,
    "\n  query FleetTaskDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n": types.FleetTaskDriversDocument,
    "\n  query ConfirmedDeliveryOrders {\n    deliveryOrders(filter: { status: CONFIRMED, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields\n      list { deliveryOrderId code customerName origin { address } destination { address } totalWeightKg }\n    }\n  }\n": types.ConfirmedDeliveryOrdersDocument,
    "\n  query PodRequirementsSettings {\n    podRequirements { ...EnvelopeFields data { photo signature receiverName } }\n  }\n": types.PodRequirementsSettingsDocument,
    "\n  mutation UpdatePodRequirements($input: PodRequirementsInput!) {\n    updatePodRequirements(input: $input) { ...EnvelopeFields data { photo signature receiverName } }\n  }\n": types.UpdatePodRequirementsDocument,
    "\n  fragment SalesOrderFields on SalesOrder {\n    salesOrderId code status customerName billedCustomerName orderDate notes requiredSkills priority totalPrice createdOn\n    requestedDeliveryWindow { start end }\n    destination { address lat lng geofenceId }\n    destinationContactName destinationContactPhone\n    lines { lineNo name quantity weightKg volumeM3 unitPrice shippedQuantity remainingQuantity }\n    deliveryOrders { deliveryOrderId code status lines { lineNo quantity } }\n  }\n": types.SalesOrderFieldsFragmentDoc,
    "\n  query SalesOrders($filter: SalesOrdersFilter) {\n    salesOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...SalesOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.SalesOrdersDocument,
    "\n  mutation CreateSalesOrder($input: CreateSalesOrderInput!) {\n    createSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }\n  }\n": types.CreateSalesOrderDocument,
    "\n  mutation UpdateSalesOrder($input: UpdateSalesOrderInput!) {\n    updateSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }\n  }\n": types.UpdateSalesOrderDocument,
    "\n  mutation DeleteSalesOrder($input: SalesOrderIdInput!) {\n    deleteSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId } }\n  }\n": types.DeleteSalesOrderDocument,
    "\n  mutation ChangeSalesOrderStatus($input: ChangeSalesOrderStatusInput!) {\n    changeSalesOrderStatus(input: $input) { ...EnvelopeFields data { salesOrderId status } }\n  }\n": types.ChangeSalesOrderStatusDocument,
    "\n  mutation CreateDeliveryOrdersFromSalesOrder($input: CreateDeliveryOrdersFromSalesOrderInput!) {\n    createDeliveryOrdersFromSalesOrder(input: $input) { ...EnvelopeFields data { ...SalesOrderFields } }\n  }\n": types.CreateDeliveryOrdersFromSalesOrderDocument,
    "\n  fragment DeliveryTemplateFields on DeliveryTemplate {\n    deliveryTemplateId name status customerName notes requiredSkills priority startsOn endsOn horizonDays skipHolidays defaultVehicleId defaultDriverId nextOccurrences\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    items { name quantity weightKg volumeM3 }\n    pickupWindow { start end }\n    deliveryWindow { start end }\n    schedule { kind weekdays monthDays rrule }\n    orders { runDate deliveryOrderId code status }\n  }\n": types.DeliveryTemplateFieldsFragmentDoc,
    "\n  query DeliveryTemplates($filter: DeliveryTemplatesFilter) {\n    deliveryTemplates(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryTemplateFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.DeliveryTemplatesDocument,
    "\n  mutation CreateDeliveryTemplate($input: CreateDeliveryTemplateInput!) {\n    createDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n": types.CreateDeliveryTemplateDocument,
    "\n  mutation UpdateDeliveryTemplate($input: UpdateDeliveryTemplateInput!) {\n    updateDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n": types.UpdateDeliveryTemplateDocument,
    "\n  mutation SetDeliveryTemplateStatus($input: DeliveryTemplateStatusInput!) {\n    setDeliveryTemplateStatus(input: $input) { ...EnvelopeFields data { deliveryTemplateId status } }\n  }\n": types.SetDeliveryTemplateStatusDocument,
    "\n  mutation DeleteDeliveryTemplate($input: DeliveryTemplateIdInput!) {\n    deleteDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n": types.DeleteDeliveryTemplateDocument,
    "\n  mutation GenerateDeliveryTemplateOrders($input: DeliveryTemplateIdInput!) {\n    generateDeliveryTemplateOrders(input: $input) { ...EnvelopeFields data { created } }\n  }\n": types.GenerateDeliveryTemplateOrdersDocument,
    "\n  query ScheduleOccurrences($input: ScheduleOccurrencesInput!) {\n    scheduleOccurrences(input: $input) { ...EnvelopeFields data }\n  }\n": types.ScheduleOccurrencesDocument,
    "\n  query DeviceCommands($filter: DeviceCommandsFilter!) {\n    deviceCommands(filter: $filter) {\n      ...EnvelopeFields\n      data { id kind text status answer createdOn sentOn answeredOn expiresOn user { userId fullname } }\n      pagination { total page show }\n    }\n  }\n": types.DeviceCommandsDocument,
    "\n  mutation SendDeviceCommand($input: SendDeviceCommandInput!) {\n    sendDeviceCommand(input: $input) { ...EnvelopeFields data { id status } }\n  }\n": types.SendDeviceCommandDocument,
    "\n  query Documents($filter: DocumentsFilter) {\n    documents(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        documentId type subject vehicleId licensePlate driverId driverName number issuedOn expiresOn reminderDays\n        status notes scanUrls\n      }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.DocumentsDocument,
    "\n  query DocumentSettings {\n    documentSettings { ...EnvelopeFields data { blockAssigning rules { type validityMonths reminderDays } } }\n  }\n": types.DocumentSettingsDocument,
    "\n  query DocumentVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.DocumentVehiclesDocument,
    "\n  query DocumentDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n": types.DocumentDriversDocument,
    "\n  mutation CreateDocument($input: CreateDocumentInput!) {\n    createDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n": types.CreateDocumentDocument,
    "\n  mutation UpdateDocument($input: UpdateDocumentInput!) {\n    updateDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n": types.UpdateDocumentDocument,
    "\n  mutation DeleteDocument($input: DocumentIdInput!) {\n    deleteDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n": types.DeleteDocumentDocument,
    "\n  mutation UpdateDocumentSettings($input: UpdateDocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) { ...EnvelopeFields data { blockAssigning } }\n  }\n": types.UpdateDocumentSettingsDocument,
    "\n  query ActiveDriverCalls {\n    activeDriverCalls {\n      ...EnvelopeFields\n      data { maxActiveCalls calls { id vehicleId licensePlate userId userName startedOn answeredOn } }\n    }\n  }\n": types.ActiveDriverCallsDocument,
    "\n  query DriverCallLog($filter: DriverCallLogFilter) {\n    driverCallLog(filter: $filter) {\n      ...EnvelopeFields\n      data { id vehicleId licensePlate userName startedOn answeredOn endedOn durationSeconds endReason payloadType }\n      pagination { total page show }\n    }\n  }\n": types.DriverCallLogDocument,
    "\n  mutation EndDriverCall($callId: Int!) {\n    endDriverCall(callId: $callId) { ...EnvelopeFields data }\n  }\n": types.EndDriverCallDocument,
    "\n  query MyDriverHome {\n    myDriverHome {\n      ...EnvelopeFields\n      data {\n        vehicle {\n          vehicleId licensePlate hullNo vehicleTypeName link status speed latitude longitude address lastUpdate\n        }\n        alerts {\n          rawAlertId id alertCode createdOn licensePlate address formattedAlertData isResolved isFalseAlert\n          alert { descriptionIdn descriptionEng iconUrl }\n        }\n        score {\n          driverId score finalGrade totalAlert lastSync totalDriven { distanceKm drivingSeconds }\n          weeks { week distanceKm score }\n        }\n        scorePeriod { startDate endDate }\n      }\n    }\n  }\n": types.MyDriverHomeDocument,
    "\n  fragment DriverScoreFields on DriverScore {\n    driverId driver { userId fullname isActive phoneNo } totalAlert finalGrade score lastSync\n    totalDriven { distanceKm drivingSeconds }\n    harshAccel harshAccelScore harshBrake harshBrakeScore sharpturn sharpturnScore overspeed overspeedScore\n    exceededParkingTime exceededParkingTimeScore exceededIdleTime exceededIdleTimeScore yawn yawnScore\n    distraction distractionScore smoking smokingScore phoneCalling phoneCallingScore eyeClosed eyeClosedScore\n    missingFace missingFaceScore\n  }\n": types.DriverScoreFieldsFragmentDoc,
    "\n  query DriverScoresPage($filter: DriverScoresFilter!) {\n    DriverScores(filter: $filter) {\n      ...EnvelopeFields\n      driverScores {\n        data { ...DriverScoreFields }\n        aggregation {\n          averageScore averageFinalGrade totalDriver\n          top10Drivers { driverId driver { fullname } score finalGrade }\n          lowest10Drivers { driverId driver { fullname } score finalGrade }\n        }\n        pagination { total page show }\n      }\n    }\n  }\n": types.DriverScoresPageDocument,
    "\n  query DriverScoreDetail($filter: DriverScoreFilter!) {\n    DriverScore(filter: $filter) { ...EnvelopeFields data { ...DriverScoreFields weeks { week distanceKm score } } }\n  }\n": types.DriverScoreDetailDocument,
    "\n  query DriverScoreAlerts($filter: AlertDetailDriverScoresFilter!) {\n    AlertDetailDriverScores(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        rawAlertId id alertCode behaviour createdOn vehicleId licensePlate address addressNear { name metres }\n        threshold formattedAlertData cost isRead isFalseAlert mediaUrl alert { descriptionIdn descriptionEng }\n      }\n      pagination { total page show }\n    }\n  }\n": types.DriverScoreAlertsDocument,
    "\n  query Invoices($filter: InvoicesFilterInput) {\n    invoices(filter: $filter) {\n      ...EnvelopeFields\n      list { invoiceId number status customerName periodFrom periodTo total issuedOn createdOn }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.InvoicesDocument,
    "\n  query Invoice($invoiceId: Int!) {\n    invoice(invoiceId: $invoiceId) {\n      ...EnvelopeFields\n      data {\n        invoiceId number status customerName serviceType periodFrom periodTo ppnRatePercent pph23RatePercent\n        ppnDppNilaiLain pricesIncludePpn subtotal ppnBase ppn pph23 total notes cancelReason issuedOn dueOn paidOn\n        cancelledOn\n        lines {\n          deliveryOrderId deliveryOrderCode description unit quantity unitPrice baseAmount waitingAmount\n          extraDropAmount overnightAmount amount podReceiverName podTime podOverrideReason\n        }\n      }\n    }\n  }\n": types.InvoiceDocument,
    "\n  query InvoiceableOrders($input: InvoiceableOrdersInput!) {\n    invoiceableOrders(input: $input) {\n      ...EnvelopeFields\n      data { deliveryOrderId code destinationAddress deliveredOn hasPod podReceiverName podTime invoiceNumber }\n    }\n  }\n": types.InvoiceableOrdersDocument,
    "\n  query RateCards($filter: RateCardsFilterInput) {\n    rateCards(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        rateCardId customerName serviceType originArea destinationArea vehicleSize unit price waitingFreeMinutes\n        waitingPricePerHour extraDropPrice overnightPrice\n      }\n      pagination { total page show }\n    }\n  }\n": types.RateCardsDocument,
    "\n  query InvoiceSettings {\n    invoiceSettings {\n      ...EnvelopeFields\n      data {\n        invoiceAddress paymentTermsDays ppnRatePercent ppnDppNilaiLain pricesIncludePpn pph23RatePercent\n        numberPrefix taxNo bankAccount logoUrl\n      }\n    }\n  }\n": types.InvoiceSettingsDocument,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) { ...EnvelopeFields data { numberPrefix } }\n  }\n": types.UpdateInvoiceSettingsDocument,
    "\n  mutation SetInvoiceLogo($input: InvoiceLogoInput!) {\n    setInvoiceLogo(input: $input) { ...EnvelopeFields data { logoUrl } }\n  }\n": types.SetInvoiceLogoDocument,
    "\n  query InvoiceCustomerDefaults($input: InvoiceCustomerDefaultsInput!) {\n    invoiceCustomerDefaults(input: $input) { ...EnvelopeFields data { withholdPph23 remembered } }\n  }\n": types.InvoiceCustomerDefaultsDocument,
    "\n  mutation CreateInvoiceDraft($input: CreateInvoiceDraftInput!) {\n    createInvoiceDraft(input: $input) { ...EnvelopeFields data { invoiceId } }\n  }\n": types.CreateInvoiceDraftDocument,
    "\n  mutation IssueInvoice($input: InvoiceIdInput!) {\n    issueInvoice(input: $input) { ...EnvelopeFields data { invoiceId status number } }\n  }\n": types.IssueInvoiceDocument,
    "\n  mutation MarkInvoicePaid($input: InvoiceIdInput!) {\n    markInvoicePaid(input: $input) { ...EnvelopeFields data { invoiceId status } }\n  }\n": types.MarkInvoicePaidDocument,
    "\n  mutation CancelInvoice($input: CancelInvoiceInput!) {\n    cancelInvoice(input: $input) { ...EnvelopeFields data { invoiceId status } }\n  }\n": types.CancelInvoiceDocument,
    "\n  mutation CreateRateCard($input: RateCardInput!) {\n    createRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n": types.CreateRateCardDocument,
    "\n  mutation UpdateRateCard($input: UpdateRateCardInput!) {\n    updateRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n": types.UpdateRateCardDocument,
    "\n  mutation DeleteRateCard($input: RateCardIdInput!) {\n    deleteRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n": types.DeleteRateCardDocument,
    "\n  query LandMeasurements($filter: LandMeasurementsFilterInput) {\n    landMeasurements(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id name source areaSquareMeters perimeterMeters licensePlate trackStart trackEnd createdOn\n        points { latitude longitude }\n      }\n      pagination { total page show }\n    }\n  }\n": types.LandMeasurementsDocument,
    "\n  query LandMeasurementTrack($filter: LandMeasurementTrackFilter!) {\n    landMeasurementTrack(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate truncated issue areaSquareMeters perimeterMeters points { latitude longitude } }\n    }\n  }\n": types.LandMeasurementTrackDocument,
    "\n  mutation CreateLandMeasurement($input: CreateLandMeasurementInput!) {\n    createLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": types.CreateLandMeasurementDocument,
    "\n  mutation RenameLandMeasurement($input: RenameLandMeasurementInput!) {\n    renameLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": types.RenameLandMeasurementDocument,
    "\n  mutation DeleteLandMeasurement($input: LandMeasurementIdInput!) {\n    deleteLandMeasurement(input: $input) { ...EnvelopeFields data { id } }\n  }\n": types.DeleteLandMeasurementDocument,
    "\n  query LandVehicleOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data { id licensePlate vehicleStatus { latitude longitude } }\n    }\n  }\n": types.LandVehicleOptionsDocument,
    "\n  query VehicleCardDetails($filter: VehicleFilter!) {\n    vehicle(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id\n        vehicleStatus {\n          deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites statusTime }\n        }\n        documentAlerts { documentId type status daysLeft expiresOn }\n      }\n    }\n  }\n": types.VehicleCardDetailsDocument,
    "\n  fragment ServicePlanItemFields on ServicePlanItem {\n    servicePlanItemId servicePlanId planName vehicleId licensePlate name\n    intervalKm intervalHours intervalDays noticeKm noticeHours noticeDays\n    lastServiceDay lastServiceOdometerKm odometerKm engineHours\n    status dueOdometerKm dueEngineHours dueDay remainingKm remainingHours remainingDays projectedDueDay\n  }\n": types.ServicePlanItemFieldsFragmentDoc,
    "\n  fragment ServiceOrderFields on ServiceOrder {\n    serviceOrderId code status vehicleId licensePlate location workshopName personInCharge scheduledDay\n    planItems { servicePlanItemId name } extraServices costLines { kind name quantity unitPrice } totalCost notes\n    finishedOdometerKm finishedOn createdOn\n  }\n": types.ServiceOrderFieldsFragmentDoc,
    "\n  query ServicePlanItems($filter: ServicePlanItemsFilter) {\n    servicePlanItems(filter: $filter) {\n      ...EnvelopeFields\n      list { ...ServicePlanItemFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.ServicePlanItemsDocument,
    "\n  query ServicePlans($vehicleId: Int) {\n    servicePlans(vehicleId: $vehicleId) {\n      ...EnvelopeFields\n      list { servicePlanId vehicleId licensePlate name odometerKm engineHours items { ...ServicePlanItemFields } }\n    }\n  }\n": types.ServicePlansDocument,
    "\n  query ServiceOrders($filter: ServiceOrdersFilter) {\n    serviceOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...ServiceOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n": types.ServiceOrdersDocument,
    "\n  query ServiceOrder($serviceOrderId: Int!) {\n    serviceOrder(serviceOrderId: $serviceOrderId) { ...EnvelopeFields data { ...ServiceOrderFields } }\n  }\n": types.ServiceOrderDocument,
    "\n  query MaintenanceVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.MaintenanceVehiclesDocument,
    "\n  mutation CreateServicePlan($input: CreateServicePlanInput!) {\n    createServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }\n  }\n": types.CreateServicePlanDocument,
    "\n  mutation DeleteServicePlan($input: ServicePlanIdInput!) {\n    deleteServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }\n  }\n": types.DeleteServicePlanDocument,
    "\n  mutation CorrectVehicleMeters($input: CorrectVehicleMetersInput!) {\n    correctVehicleMeters(input: $input) { ...EnvelopeFields data { vehicleId odometerKm engineHours } }\n  }\n": types.CorrectVehicleMetersDocument,
    "\n  mutation CreateServiceOrder($input: CreateServiceOrderInput!) {\n    createServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }\n  }\n": types.CreateServiceOrderDocument,
    "\n  mutation UpdateServiceOrder($input: UpdateServiceOrderInput!) {\n    updateServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }\n  }\n": types.UpdateServiceOrderDocument,
    "\n  mutation ChangeServiceOrderStatus($input: ChangeServiceOrderStatusInput!) {\n    changeServiceOrderStatus(input: $input) { ...EnvelopeFields data { serviceOrderId status } }\n  }\n": types.ChangeServiceOrderStatusDocument,
    "\n  mutation RequestMarketplaceItem($input: RequestMarketplaceItemInput!) {\n    requestMarketplaceItem(input: $input) { ...EnvelopeFields data { id code } }\n  }\n": types.RequestMarketplaceItemDocument,
    "\n  fragment MasterDeviceFields on Device {\n    id imei vendorType phoneNo deviceName status slot lastPacket activeOn vehicle { id licensePlate }\n  }\n": types.MasterDeviceFieldsFragmentDoc,
    "\n  fragment MasterDeviceMoveFields on DeviceMove {\n    id fromLicensePlate toLicensePlate movedAt movedBy { userId fullname }\n  }\n": types.MasterDeviceMoveFieldsFragmentDoc,
    "\n  query MasterDevices($filter: DevicesFilter) {\n    devices(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceFields } pagination { total page show } }\n  }\n": types.MasterDevicesDocument,
    "\n  mutation MasterCreateDevice($input: CreateDeviceInput!) {\n    createDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n": types.MasterCreateDeviceDocument,
    "\n  mutation MasterUpdateDevice($input: UpdateDeviceInput!) {\n    updateDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n": types.MasterUpdateDeviceDocument,
    "\n  mutation MasterMoveDevice($input: MoveDeviceInput!) {\n    moveDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n": types.MasterMoveDeviceDocument,
    "\n  query MasterDeviceMoves($filter: DeviceMovesFilter!) {\n    deviceMoves(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceMoveFields } pagination { total } }\n  }\n": types.MasterDeviceMovesDocument,
    "\n  fragment MasterDriverFields on Driver { userId fullname email phoneNo isActive driverCardId }\n": types.MasterDriverFieldsFragmentDoc,
    "\n  fragment MasterDriverAssignmentFields on DriverAssignment {\n    id vehicleId licensePlate driverId driver { userId fullname } slot startedAt endedAt\n  }\n": types.MasterDriverAssignmentFieldsFragmentDoc,
    "\n  query MasterDrivers($filter: DriversFilter) {\n    drivers(filter: $filter) { ...EnvelopeFields data { ...MasterDriverFields } pagination { total page show } }\n  }\n": types.MasterDriversDocument,
    "\n  mutation MasterUpdateDriverCard($input: UpdateDriverCardInput!) {\n    updateDriverCard(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n": types.MasterUpdateDriverCardDocument,
    "\n  mutation MasterCreateDriver($input: CreateDriverInput!) {\n    createDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n": types.MasterCreateDriverDocument,
    "\n  mutation MasterUpdateDriver($input: UpdateDriverInput!) {\n    updateDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n": types.MasterUpdateDriverDocument,
    "\n  query MasterDriverAssignments($filter: DriverAssignmentsFilter!) {\n    driverAssignments(filter: $filter) {\n      ...EnvelopeFields data { ...MasterDriverAssignmentFields } pagination { total page show }\n    }\n  }\n": types.MasterDriverAssignmentsDocument,
    "\n  mutation MasterUpdateDriverAssignment($input: UpdateDriverAssignmentInput!) {\n    updateDriverAssignment(input: $input) { ...EnvelopeFields data { id } }\n  }\n": types.MasterUpdateDriverAssignmentDocument,
    "\n  mutation MasterDeleteDriverAssignment($input: DeleteDriverAssignmentInput!) {\n    deleteDriverAssignment(input: $input) { ...EnvelopeFields data { id } }\n  }\n": types.MasterDeleteDriverAssignmentDocument,
    "\n  fragment MasterGeofenceFields on Geofence {\n    geofenceId fenceName type circData { lat lng radius } polyData minLat maxLat minLng maxLng ownership address category isGarage isServiceLoc isBillingAddr isDepot isAlert hasRelation updatedOn\n  }\n": types.MasterGeofenceFieldsFragmentDoc,
    "\n  query MasterGeofences($filter: GeofencesFilter) {\n    Geofences(filter: $filter) { ...EnvelopeFields list { ...MasterGeofenceFields } pagination { total page show } }\n  }\n": types.MasterGeofencesDocument,
    "\n  mutation MasterCreateGeofence($input: CreateGeofenceInput!) {\n    createGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }\n  }\n": types.MasterCreateGeofenceDocument,
    "\n  mutation MasterUpdateGeofence($input: UpdateGeofenceInput!) {\n    updateGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }\n  }\n": types.MasterUpdateGeofenceDocument,
    "\n  mutation MasterDeleteGeofence($input: DeleteGeofenceInput!) {\n    deleteGeofence(input: $input) { ...EnvelopeFields }\n  }\n": types.MasterDeleteGeofenceDocument,
    "\n  query MasterVehicleLookups {\n    drivers(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname isActive } }\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }\n    vehicleTypes(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields data { vehicleTypeId formattedVehicleType }\n    }\n  }\n": types.MasterVehicleLookupsDocument,
    "\n  query MasterFuelTypes { fuelTypes { ...EnvelopeFields data { fuelTypeId name category } } }\n": types.MasterFuelTypesDocument,
    "\n  query MasterVehicleOptions($filter: VehiclesFilter) {\n    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate imei } }\n  }\n": types.MasterVehicleOptionsDocument,
    "\n  fragment MasterVehicleTypeFields on VehicleType {\n    vehicleTypeId isActive manufacturer model type category transmissionType fuelTypeId fuelType { fuelTypeId name } tonnage volume fuelEfficiency hasRelation formattedVehicleType\n  }\n": types.MasterVehicleTypeFieldsFragmentDoc,
    "\n  query MasterVehicleTypes($filter: VehicleTypesFilter) {\n    vehicleTypes(filter: $filter) { ...EnvelopeFields data { ...MasterVehicleTypeFields } pagination { total page show } }\n  }\n": types.MasterVehicleTypesDocument,
    "\n  mutation MasterCreateVehicleType($input: CreateVehicleTypeInput!) {\n    createVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }\n  }\n": types.MasterCreateVehicleTypeDocument,
    "\n  mutation MasterUpdateVehicleType($input: UpdateVehicleTypeInput!) {\n    updateVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }\n  }\n": types.MasterUpdateVehicleTypeDocument,
    "\n  fragment MasterVehicleFields on Vehicle {\n    id licensePlate hullNo vehicleTypeId driver1Id driver2Id tonnage volume fuelCapacity odometer status year imei\n    skills phoneTracking updatedOn\n    vehicleType { vehicleTypeId formattedVehicleType }\n    driver1 { userId fullname }\n    driver2 { userId fullname }\n    device { id imei vendorType model lenientFraming phoneNo }\n    cameraDevice { id imei vendorType }\n    vehicle2Vgroup { id name }\n  }\n": types.MasterVehicleFieldsFragmentDoc,
    "\n  query MasterVehicles($filter: VehiclesFilter) {\n    vehiclesPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { ...MasterVehicleFields }\n      pagination { total page show }\n    }\n  }\n": types.MasterVehiclesDocument,
    "\n  mutation MasterCreateVehicle($input: CreateVehicleInput!) { createVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }\n": types.MasterCreateVehicleDocument,
    "\n  mutation MasterUpdateVehicle($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }\n": types.MasterUpdateVehicleDocument,
    "\n  mutation MasterDeleteVehicle($input: DeleteVehicleInput!) {\n    deleteVehicle(input: $input) { ...EnvelopeFields data { id licensePlate } }\n  }\n": types.MasterDeleteVehicleDocument,
    "\n  mutation MasterUpdateVehicles($input: UpdateVehiclesInput!) { updateVehicles(input: $input) { ...EnvelopeFields count } }\n": types.MasterUpdateVehiclesDocument,
    "\n  query MasterVehicleAuditLogs($filter: VehicleAuditLogsFilter!) {\n    vehicleAuditLogs(filter: $filter) {\n      ...EnvelopeFields\n      data { id time action detail actionType user { userId fullname } oldData newData }\n      pagination { total page show }\n    }\n  }\n": types.MasterVehicleAuditLogsDocument,
    "\n  fragment MasterVgroupFields on Vgroup { id name totalVehicle vehicleIds vehicles { id licensePlate } }\n": types.MasterVgroupFieldsFragmentDoc,
    "\n  query MasterVgroups($filter: VgroupsFilter) {\n    vgroups(filter: $filter) { ...EnvelopeFields data { ...MasterVgroupFields } pagination { total page show } }\n  }\n": types.MasterVgroupsDocument,
    "\n  mutation MasterCreateVgroup($input: CreateVgroupInput!) {\n    createVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }\n  }\n": types.MasterCreateVgroupDocument,
    "\n  mutation MasterUpdateVgroup($input: UpdateVgroupInput!) {\n    updateVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }\n  }\n": types.MasterUpdateVgroupDocument,
    "\n  mutation MasterDeleteVgroup($input: DeleteVgroupInput!) {\n    deleteVgroup(input: $input) { ...EnvelopeFields data { id name } }\n  }\n": types.MasterDeleteVgroupDocument,
    "\n  fragment DownloadVideoHistoryFields on DownloadVideoHistory {\n    id vehicleId rawAlertId channel startTime endTime status fileSize contentType url failureReason createdOn updatedOn\n  }\n": types.DownloadVideoHistoryFieldsFragmentDoc,
    "\n  query MediaDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {\n    findDownloadVideoHistories(filter: $filter) {\n      ...EnvelopeFields data { ...DownloadVideoHistoryFields } pagination { total page show }\n    }\n  }\n": types.MediaDownloadVideoHistoriesDocument,
    "\n  query MediaVehicleVideos($filter: VehicleVideosFilter!) {\n    vehicleVideos(filter: $filter) {\n      ...EnvelopeFields data { channel startTime endTime fileSize storageType url downloadVideoHistoryId }\n    }\n  }\n": types.MediaVehicleVideosDocument,
    "\n  mutation MediaRequestVideoFileListUpdate($input: VideoFileListUpdateInput!) {\n    requestVideoFileListUpdate(input: $input) { ...EnvelopeFields data }\n  }\n": types.MediaRequestVideoFileListUpdateDocument,
    "\n  mutation MediaSetUploadMedia($input: SetUploadMediaInput!) {\n    setUploadMedia(input: $input) { ...EnvelopeFields data { ...DownloadVideoHistoryFields } }\n  }\n": types.MediaSetUploadMediaDocument,
    "\n  query MediaVehicleStatus($filter: VehicleStatusesFilter) {\n    vehicleStatuses(filter: $filter) { ...EnvelopeFields data { vehicleId lastReceive imei } }\n  }\n": types.MediaVehicleStatusDocument,
    "\n  query MediaDashcamVehicles {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      ...EnvelopeFields data {\n        id licensePlate driver1 { fullname } device { imei vendorType } cameraDevice { imei vendorType }\n      }\n    }\n  }\n": types.MediaDashcamVehiclesDocument,
    "\n  query ConsoleCompanyTickets($filter: CompanyTicketsFilterInput) {\n    consoleCompanyTickets(filter: $filter) {\n      ...EnvelopeFields\n      data { ...CompanyTicketRowFields }\n      pagination { total page show }\n    }\n  }\n": types.ConsoleCompanyTicketsDocument,
    "\n  query ConsoleCompanyTicket($input: CompanyTicketIdInput!) {\n    consoleCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": types.ConsoleCompanyTicketDocument,
    "\n  mutation ConsoleReplyCompanyTicket($input: ConsoleReplyCompanyTicketInput!) {\n    consoleReplyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n": types.ConsoleReplyCompanyTicketDocument,
    "\n  fragment ProfileFields on Profile {\n    name email phoneNo language reminderMinutes lastReminder reminderDue\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile { ...EnvelopeFields data { ...ProfileFields } }\n  }\n": types.ProfileDocument,
    "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) { ...EnvelopeFields }\n  }\n": types.ChangeMyPasswordDocument,
    "\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...EnvelopeFields }\n  }\n": types.AddEmailDocument,
    "\n  mutation AddNumber($input: AddNumberInput!) {\n    addNumber(input: $input) { ...EnvelopeFields }\n  }\n": types.AddNumberDocument,
    "\n  mutation VerifyNumber($input: VerifyNumberInput!) {\n    verifyNumber(input: $input) { ...EnvelopeFields data { ...ProfileFields } }\n  }\n": types.VerifyNumberDocument,
    "\n  mutation MarkContactReminderShown {\n    markContactReminderShown { ...EnvelopeFields data { ...ProfileFields } }\n  }\n": types.MarkContactReminderShownDocument,
    "\n  fragment SessionFields on UserSession {\n    id\n    browser\n    os\n    deviceType\n    ip\n    createdOn\n    lastSeenOn\n    isCurrent\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  query MySessions {\n    mySessions {\n      ...EnvelopeFields\n      data { ...SessionFields }\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndMySession($input: EndMySessionInput!) {\n    endMySession(input: $input) {\n      ...EnvelopeFields\n      data\n    }\n  }\n": types.EndMySessionDocument,
    "\n  mutation EndMyOtherSessions {\n    endMyOtherSessions {\n      ...EnvelopeFields\n      data\n    }\n  }\n": types.EndMyOtherSessionsDocument,
    "\n  query PushPublicKey {\n    pushPublicKey { ...EnvelopeFields data }\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input) { ...EnvelopeFields }\n  }\n": types.RegisterPushTokenDocument,
    "\n  mutation UnregisterPushToken($input: PushTokenInput!) {\n    unregisterPushToken(input: $input) { ...EnvelopeFields }\n  }\n": types.UnregisterPushTokenDocument,
    "\n  query ReferralProgram {\n    referralProgram {\n      ...EnvelopeFields\n      data {\n        code\n        link\n        referrals { referralId companyName contactName phoneNo status createdOn statusUpdatedOn }\n      }\n    }\n  }\n": types.ReferralProgramDocument,
    "\n  mutation ReferCompany($input: ReferCompanyInput!) {\n    referCompany(input: $input) { ...EnvelopeFields data { referralId } }\n  }\n": types.ReferCompanyDocument,
    "\n  query ReminderSettings {\n    reminderSettings {\n      ...EnvelopeFields\n      data {\n        leadDays byWhatsApp byEmail byPush recipientsChosen\n        recipients { userId name byWhatsApp byEmail byPush warnings }\n      }\n    }\n  }\n": types.ReminderSettingsDocument,
    "\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...EnvelopeFields\n      data {\n        leadDays byWhatsApp byEmail byPush recipientsChosen\n        recipients { userId name byWhatsApp byEmail byPush warnings }\n      }\n    }\n  }\n": types.UpdateReminderSettingsDocument,
    "\n  query ReminderRecipientOptions {\n    reminderRecipientOptions { ...EnvelopeFields data { userId name email phoneNo hasPush } }\n  }\n": types.ReminderRecipientOptionsDocument,
    "\n  query SentReminders($filter: SentRemindersFilterInput) {\n    sentReminders(filter: $filter) {\n      ...EnvelopeFields\n      data { id subject threshold message vehicleId licensePlate createdOn }\n      pagination { total page show }\n    }\n  }\n": types.SentRemindersDocument,
    "\n  query TripReport($filter: ReportFilter!) {\n    tripReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate driverName startTime endTime startAddress endAddress distanceKm durationSeconds\n        maxSpeed avgSpeed\n      }\n      pagination { total page show }\n    }\n  }\n": types.TripReportDocument,
    "\n  query StopReport($filter: ReportFilter!) {\n    stopReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate driverName startTime endTime durationSeconds idleSeconds parkedSeconds kind address\n      }\n      pagination { total page show }\n    }\n  }\n": types.StopReportDocument,
    "\n  query GeofenceVisitReport($filter: ReportFilter!) {\n    geofenceVisitReport(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate geofenceId fenceName enterTime exitTime dwellSeconds }\n      pagination { total page show }\n    }\n  }\n": types.GeofenceVisitReportDocument,
    "\n  query AlertSummaryReport($filter: ReportFilter!) {\n    alertSummaryReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        summary { total falseAlerts falseAlertRate }\n        byCode { key label total falseAlerts falseAlertRate }\n        byVehicle { key label total falseAlerts falseAlertRate }\n        byDriver { key label total falseAlerts falseAlertRate }\n      }\n    }\n  }\n": types.AlertSummaryReportDocument,
    "\n  query UtilisationReport($filter: ReportFilter!) {\n    utilisationReport(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate day drivingSeconds idleSeconds parkedSeconds offlineSeconds }\n      pagination { total page show }\n    }\n  }\n": types.UtilisationReportDocument,
    "\n  query DriverScoreReport($filter: ReportFilter!) {\n    driverScoreReport(filter: $filter) {\n      ...EnvelopeFields\n      data { driverId fullname score finalGrade totalAlert distanceKm drivingSeconds }\n      pagination { total page show }\n    }\n  }\n": types.DriverScoreReportDocument,
    "\n  query ReportScopeOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) { isSuccessful data { id licensePlate } }\n  }\n": types.ReportScopeOptionsDocument,
    "\n  query ReportGroupOptions {\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { isSuccessful data { id name } }\n  }\n": types.ReportGroupOptionsDocument,
    "\n  query RetentionSettings { retentionSettings { ...EnvelopeFields data { positions rawAlerts media audit } } }\n": types.RetentionSettingsDocument,
    "\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) { ...EnvelopeFields data { positions rawAlerts media audit } }\n  }\n": types.UpdateRetentionSettingsDocument,
    "\n  query RouteHistory($filter: RouteHistoryFilter!) {\n    routeHistory(filter: $filter) {\n      isSuccessful\n      message\n      data {\n        vehicleId\n        licensePlate\n        truncated\n        fromArchive\n        points { fixTime latitude longitude speed course ignition }\n        filteredPoints { fixTime latitude longitude speed reason }\n        stops { startTime endTime durationSeconds latitude longitude engineOn }\n        summary { distanceKm drivingSeconds stopCount stoppedSeconds maxSpeed avgSpeed }\n      }\n    }\n  }\n": types.RouteHistoryDocument,
    "\n  query RouteVehicleOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data { id licensePlate hullNo imei driver1 { fullname } }\n    }\n  }\n": types.RouteVehicleOptionsDocument,
    "\n  fragment RoutePlanStopFields on RoutePlanStop {\n    stopId deliveryOrderId deliveryOrderCode customerName address lat lng weightKg volumeM3 window { start end }\n    position arrival departure late unassignedReason requiredSkills missingSkills priority\n  }\n": types.RoutePlanStopFieldsFragmentDoc,
    "\n  fragment RoutePlanFields on RoutePlan {\n    routePlanId code status day depot { address lat lng } shiftStart shiftEnd detourFactor speedKmh serviceMinutes\n    travelSource travelFallback travelSamples traffic timeLimitSeconds solveMs distanceKm createdOn acceptedOn\n    breakRule { afterMinutes minutes }\n    balanceRoutes\n    routes {\n      routeId sequence vehicleId licensePlate driverId capacityKg capacityM3 skills distanceKm loadKg loadM3 returnAt\n      violations breaks { start end } fleetTaskId fleetTaskCode stops { ...RoutePlanStopFields }\n    }\n    unassigned { ...RoutePlanStopFields }\n  }\n": types.RoutePlanFieldsFragmentDoc,
    "\n  query RoutePlans($filter: RoutePlansFilter) {\n    routePlans(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        routePlanId code status day depotAddress shiftStart shiftEnd vehicleCount routedCount unassignedCount\n        createdOn\n      }\n      pagination { total }\n      statusCounts { status count }\n    }\n  }\n": types.RoutePlansDocument,
    "\n  query RoutePlan($routePlanId: Int!) {\n    routePlan(routePlanId: $routePlanId) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n": types.RoutePlanDocument,
    "\n  query RoutePlanVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate tonnage volume } }\n  }\n": types.RoutePlanVehiclesDocument,
    "\n  query RoutePlanDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n": types.RoutePlanDriversDocument,
    "\n  mutation CreateRoutePlan($input: CreateRoutePlanInput!) {\n    createRoutePlan(input: $input) { ...EnvelopeFields data { routePlanId } }\n  }\n": types.CreateRoutePlanDocument,
    "\n  mutation MoveRoutePlanStop($input: MoveRoutePlanStopInput!) {\n    moveRoutePlanStop(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n": types.MoveRoutePlanStopDocument,
    "\n  mutation AcceptRoutePlan($input: RoutePlanIdInput!) {\n    acceptRoutePlan(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n": types.AcceptRoutePlanDocument,
    "\n  query ScheduledReports {\n    scheduledReports {\n      ...EnvelopeFields\n      data {\n        id name reportKind frequency weekday monthDay hour vehicleId vgroupId formats language userIds emails phones\n        paused nextRunAt lastRunStatus lastRunOn\n      }\n    }\n  }\n": types.ScheduledReportsDocument,
    "\n  query ScheduledReportPeople {\n    scheduledReportPeople {\n      ...EnvelopeFields\n      data { id name hasEmail hasPhone }\n    }\n  }\n": types.ScheduledReportPeopleDocument,
    "\n  query ScheduledReportRuns($filter: ScheduledReportRunsFilter!) {\n    scheduledReportRuns(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id trigger periodStart periodEnd status error rowCount size files createdOn finishedOn\n        recipients { channel address name }\n      }\n      pagination { total page show }\n    }\n  }\n": types.ScheduledReportRunsDocument,
    "\n  mutation CreateScheduledReport($input: ScheduledReportInput!) {\n    createScheduledReport(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": types.CreateScheduledReportDocument,
    "\n  mutation UpdateScheduledReport($input: UpdateScheduledReportInput!) {\n    updateScheduledReport(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": types.UpdateScheduledReportDocument,
    "\n  mutation SetScheduledReportPaused($input: SetScheduledReportPausedInput!) {\n    setScheduledReportPaused(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": types.SetScheduledReportPausedDocument,
    "\n  mutation DeleteScheduledReport($input: ScheduledReportIdInput!) {\n    deleteScheduledReport(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.DeleteScheduledReportDocument,
    "\n  mutation SendScheduledReportNow($input: ScheduledReportIdInput!) {\n    sendScheduledReportNow(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n": types.SendScheduledReportNowDocument,
    "\n  fragment CompanySettingsFields on Company {\n    id name idleTimeout parkTimeout offlineTimeout fuelGainAlert fuelLossAlert\n    arrivalSoonMinutes arrivalSoonMeters arrivalRadiusMeters stopArrivalRadiusMeters stopDwellSeconds\n    fleetLateToleranceMinutes fleetLongStopMinutes fleetOffRouteMeters maxActiveCalls timeZone dsBase dsIntervalType dsInitialInterval dsInitialBonus\n    dsInterval dsBonus dsCostBrake dsCostAccel dsCostOverspeed dsCostSharpturn dsMinScoreA dsMinScoreB dsMinScoreC\n    dsMinScoreD bankAccounts { bankAccountId bankName accountName accountNo isDefault }\n    trackFilters {\n      invalidEnabled zeroEnabled futureEnabled futureMinutes pastEnabled pastHours accuracyEnabled accuracyMaxMeters\n      accuracyMaxHdop duplicateEnabled jumpEnabled jumpMaxKmh driftEnabled minPeriodEnabled minPeriodSeconds\n      minDistanceEnabled minDistanceMeters\n    }\n  }\n": types.CompanySettingsFieldsFragmentDoc,
    "\n  query CompanySettings { company { ...EnvelopeFields data { ...CompanySettingsFields } } }\n": types.CompanySettingsDocument,
    "\n  mutation UpdateCompanySettings($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) { ...EnvelopeFields data { ...CompanySettingsFields } }\n  }\n": types.UpdateCompanySettingsDocument,
    "\n  mutation DeleteBankAccount($input: DeleteBankAccountInput!) {\n    deleteBankAccount(input: $input) { ...EnvelopeFields data { bankAccountId } }\n  }\n": types.DeleteBankAccountDocument,
    "\n  query CompanyCategories($filter: CompanyCategoriesFilter) {\n    companyCategories(filter: $filter) { ...EnvelopeFields data { id text hasRelation } }\n  }\n": types.CompanyCategoriesDocument,
    "\n  mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {\n    createCompanyCategory(input: $input) { ...EnvelopeFields data { id text hasRelation } }\n  }\n": types.CreateCompanyCategoryDocument,
    "\n  query SsoSettings {\n    ssoSettings {\n      ...EnvelopeFields\n      data {\n        isConfigured issuerUrl clientId hasClientSecret allowedDomains defaultRoleId isEnabled ssoOnly redirectUri updatedOn\n        roles { id name }\n      }\n    }\n  }\n": types.SsoSettingsDocument,
    "\n  mutation UpdateSsoSettings($input: UpdateSsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      ...EnvelopeFields\n      data { isConfigured hasClientSecret }\n    }\n  }\n": types.UpdateSsoSettingsDocument,
    "\n  query CompanyMapArea {\n    companyMapArea {\n      ...EnvelopeFields\n      data { west south east north }\n    }\n  }\n": types.CompanyMapAreaDocument,
    "\n  query TemporaryLiveViewVehicles($filter: VehiclesFilter) {\n    vehicles(filter: $filter) {\n      ...EnvelopeFields\n      data { id licensePlate vehicleTypeId vehicleType { manufacturer model type category } }\n    }\n  }\n": types.TemporaryLiveViewVehiclesDocument,
    "\n  query TemporaryLiveViewVehicleTypes($filter: VehicleTypesFilter) {\n    vehicleTypes(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleTypeId manufacturer model type category }\n    }\n  }\n": types.TemporaryLiveViewVehicleTypesDocument,
    "\n  query Geofences($filter: GeofencesFilter) {\n    Geofences(filter: $filter) {\n      ...EnvelopeFields\n      list { geofenceId fenceName address type circData { lat lng radius } polyData }\n      pagination { total page show }\n    }\n  }\n": types.GeofencesDocument,
    "\n  fragment TemporaryLiveViewListFields on TemporaryLiveView {\n    temporaryLvId name note duration createdOn expiresOn status accessToken shortKey vehicleCount contactCount\n    openCount lastOpenedOn\n  }\n": types.TemporaryLiveViewListFieldsFragmentDoc,
    "\n  fragment TemporaryLiveViewContactFields on TemporaryLiveViewContact {\n    contactId label phoneNumber createdOn createdBy link openCount lastOpenedOn\n    location { name fullName lat lng type id { masterDataValue googleValue } address { lat lng } }\n    lastMessage { messageId status lastError updatedOn kind }\n  }\n": types.TemporaryLiveViewContactFieldsFragmentDoc,
    "\n  query TemporaryLiveViewsPaginated($filter: TemporaryLiveViewsFilter) {\n    TemporaryLiveViewsPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { ...TemporaryLiveViewListFields }\n      pagination { total page show }\n    }\n  }\n": types.TemporaryLiveViewsPaginatedDocument,
    "\n  query temporaryLiveView($filter: TemporaryLiveViewFilter!) {\n    temporaryLiveView(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        ...TemporaryLiveViewListFields pickedColumns alertCodes popupDuration\n        vehicleIds { temporaryLvId vehicleId }\n        vehicles { id licensePlate vehicleType { manufacturer model type category } }\n        contacts { ...TemporaryLiveViewContactFields }\n      }\n    }\n  }\n": types.TemporaryLiveViewDocument,
    "\n  mutation createTemporaryLiveView($input: TemporaryLiveViewDataInput!) {\n    createTemporaryLiveView(input: $input) {\n      ...EnvelopeFields\n      temporaryLiveView { temporaryLvId accessToken shortKey }\n    }\n  }\n": types.CreateTemporaryLiveViewDocument,
    "\n  mutation updateTemporaryLiveView($input: UpdateTemporaryLiveViewInput!) {\n    updateTemporaryLiveView(input: $input) { ...EnvelopeFields }\n  }\n": types.UpdateTemporaryLiveViewDocument,
    "\n  mutation DeleteTemporaryLiveView($input: DeleteTemporaryLiveViewInput!) {\n    DeleteTemporaryLiveView(input: $input) { ...EnvelopeFields }\n  }\n": types.DeleteTemporaryLiveViewDocument,
    "\n  query TrackVisionRecordedVideos($filter: RecordedVideosFilter!) {\n    recordedVideos(filter: $filter) {\n      ...EnvelopeFields data { channel startTime endTime fileSize alarmFlagsHigh alarmFlagsLow }\n    }\n  }\n": types.TrackVisionRecordedVideosDocument,
    "\n  query VideoViews($filter: VideoViewsFilter!) {\n    videoViews(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id userId userName vehicleId licensePlate channel mode recordedStart recordedEnd startedAt endedAt\n        secondsWatched\n      }\n      pagination { total page show }\n    }\n  }\n": types.VideoViewsDocument,
    "\n  query VideoUsage {\n    videoUsage {\n      ...EnvelopeFields\n      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }\n    }\n  }\n": types.VideoUsageDocument,
    "\n  mutation UpdateVideoSettings($input: UpdateVideoSettingsInput!) {\n    updateVideoSettings(input: $input) {\n      ...EnvelopeFields\n      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }\n    }\n  }\n": types.UpdateVideoSettingsDocument,
    "\n  query CompanyUsers($filter: CompanyUsersFilter) {\n    companyUsers(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id name username email phoneNo roleId roleName isAdmin isActive isDriver twoFactorEnabled lastSignInOn\n        activeSessions createdOn\n      }\n      pagination { total page show }\n    }\n  }\n": types.CompanyUsersDocument,
    "\n  query CompanyRoles {\n    companyRoles {\n      ...EnvelopeFields\n      data { id name isAdmin }\n    }\n  }\n": types.CompanyRolesDocument,
    "\n  query UserSessions($input: UserIdInput!) {\n    userSessions(input: $input) {\n      ...EnvelopeFields\n      data { ...SessionFields }\n    }\n  }\n": types.UserSessionsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...EnvelopeFields\n      data { userId setPasswordUrl expiresOn }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.SetUserActiveDocument,
    "\n  mutation ResetUserPassword($input: UserIdInput!) {\n    resetUserPassword(input: $input) {\n      ...EnvelopeFields\n      data { userId setPasswordUrl expiresOn }\n    }\n  }\n": types.ResetUserPasswordDocument,
    "\n  mutation ResetUserTwoFactor($input: UserIdInput!) {\n    resetUserTwoFactor(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.ResetUserTwoFactorDocument,
    "\n  mutation EndUserSessions($input: EndUserSessionInput!) {\n    endUserSessions(input: $input) {\n      ...EnvelopeFields\n      data\n    }\n  }\n": types.EndUserSessionsDocument,
    "\n  query Webhooks {\n    webhooks {\n      ...EnvelopeFields\n      data { id name url events secretPrefix isEnabled disabledReason consecutiveFailures createdOn }\n    }\n  }\n": types.WebhooksDocument,
    "\n  query WebhookDeliveries($filter: WebhookDeliveriesFilterInput!) {\n    webhookDeliveries(filter: $filter) {\n      ...EnvelopeFields\n      data { id eventId eventType status attempts responseStatus durationMs error responseExcerpt createdOn updatedOn nextAttemptOn }\n      pagination { total page show }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...EnvelopeFields\n      data { id secret secretPrefix }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation SetWebhookEnabled($input: SetWebhookEnabledInput!) {\n    setWebhookEnabled(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.SetWebhookEnabledDocument,
    "\n  mutation DeleteWebhook($input: WebhookIdInput!) {\n    deleteWebhook(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation SendWebhookTest($input: WebhookIdInput!) {\n    sendWebhookTest(input: $input) {\n      ...EnvelopeFields\n      data { eventId }\n    }\n  }\n": types.SendWebhookTestDocument,
    "\n  query WhatsAppConversations($filter: WhatsappConversationsFilterInput) {\n    whatsappConversations(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id phone contactLabel linkName deliveryOrderCode unreadCount needsOperator lastMessageOn windowOpen\n        confirmedByConsigneeOn\n      }\n      pagination { total page show }\n    }\n  }\n": types.WhatsAppConversationsDocument,
    "\n  query WhatsAppConversation($input: WhatsappConversationIdInput!) {\n    whatsappConversation(input: $input) {\n      ...EnvelopeFields\n      data {\n        id phone contactLabel linkName temporaryLvId deliveryOrderId deliveryOrderCode unreadCount needsOperator\n        lastInboundOn windowOpen confirmedByConsigneeOn\n        messages { id direction body intent rule answeredBy status createdOn }\n      }\n    }\n  }\n": types.WhatsAppConversationDocument,
    "\n  query WhatsAppInboxCounts {\n    whatsappInboxCounts { ...EnvelopeFields data { unread waiting } }\n  }\n": types.WhatsAppInboxCountsDocument,
    "\n  mutation WhatsAppReply($input: ReplyWhatsappConversationInput!) {\n    replyWhatsappConversation(input: $input) { ...EnvelopeFields data { id } }\n  }\n": types.WhatsAppReplyDocument,
    "\n  mutation WhatsAppMarkRead($input: WhatsappConversationIdInput!) {\n    markWhatsappConversationRead(input: $input) { ...EnvelopeFields data { conversationId } }\n  }\n": types.WhatsAppMarkReadDocument,
    "\n  query EmailOutbox($filter: EmailMessagesFilter) {\n    emailMessages(filter: $filter) {\n      ...EnvelopeFields\n      data { id recipientEmail subject body status attempts lastError createdOn sentOn }\n      pagination { total page show }\n    }\n  }\n": types.EmailOutboxDocument,
    "\n  query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {\n    whatsappMessages(filter: $filter) {\n      ...EnvelopeFields\n      data { id kind recipientPhone body status attempts lastError createdOn sentOn }\n      pagination { total page show }\n    }\n  }\n": types.WhatsAppOutboxDocument,
    "\n  fragment EnvelopeFields on Envelope {\n    isSuccessful\n    message\n    errorName\n    status\n  }\n": types.EnvelopeFieldsFragmentDoc,
    "\n  query NewModules {\n    newModules { ...EnvelopeFields data { path newUntil } }\n  }\n": types.NewModulesDocument,
    "\n  query LiveFleet {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data {\n        id\n        licensePlate\n        hullNo\n        imei\n        device { vendorType }\n        driver1 { fullname }\n        vehicleType { manufacturer model type }\n        vehicleStatus {\n          latitude longitude motionStatus lastPacket fixTime speed course ignition temperature fuel address\n        }\n      }\n    }\n  }\n": types.LiveFleetDocument,
    "\n  query Identity {\n    identity {\n      isSuccessful\n      message\n      errorCode\n      errorName\n      status\n      data {\n        userId\n        name\n        email\n        phoneNo\n        companyId\n        companyName\n        timeZone\n        isDriver\n        isPlatformAdmin\n        legacyAppUrl\n        accessRight\n        featureFlags {\n          key\n          enabled\n        }\n        language\n        motionTimeouts {\n          idleMinutes\n          parkMinutes\n          offlineMinutes\n        }\n        setupNotifCompleted\n      }\n    }\n  }\n": types.IdentityDocument,
    "\n  mutation UpdateMyLanguage($input: UpdateMyLanguageInput!) {\n    updateMyLanguage(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n": types.UpdateMyLanguageDocument,
    "\n  query CompanyTicketNotices {\n    companyTicketNotices {\n      ...EnvelopeFields\n      data { ticketId code companyName subject status lastActivityOn forPlatform }\n    }\n  }\n": types.CompanyTicketNoticesDocument,
    "\n  query WhatsappInboxNotices {\n    whatsappInboxNotices {\n      ...EnvelopeFields\n      data { conversationId contactLabel linkName deliveryOrderCode lastMessage waitingSince }\n    }\n  }\n": types.WhatsappInboxNoticesDocument,
    "\n  mutation WhatsAppResend($input: ResendWhatsAppMessageInput!) {\n    resendWhatsAppMessage(input: $input) { ...EnvelopeFields data { id status } }\n  }\n": types.WhatsAppResendDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertCenterRawAlerts($filter: RawAlertsFilter) {\n    rawAlerts(filter: $filter) {\n      ...EnvelopeFields\n      rawAlerts { data { ...AlertCenterRawAlertFields } pagination { total page show } }\n    }\n  }\n"): typeof import('./graphql').AlertCenterRawAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertCenterRawAlert($filter: RawAlertFilter!) {\n    rawAlert(filter: $filter) {\n      ...EnvelopeFields\n      data { ...AlertCenterRawAlertFields }\n    }\n  }\n"): typeof import('./graphql').AlertCenterRawAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertCenterTotals($filter: TotalImportantAlertsFilter) {\n    totalImportantAlerts(filter: $filter) {\n      ...EnvelopeFields\n      data { alertUrgencyType unresolved }\n    }\n  }\n"): typeof import('./graphql').AlertCenterTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertCenterRawAlertFields on RawAlert {\n    rawAlertId id alertCode alertRuleIds\n    alert { iconUrl descriptionIdn descriptionEng }\n    isResolved createdOn alertData formattedAlertData latitude longitude address addressNear { name metres } mapUrl shouldHaveMedia\n    isUrgent isImportant autoPopup isRead isFalseAlert form { reason others } note\n    vehicleId licensePlate driverName callState { isHaveVoip deviceType } sourceDeviceCategory sourceDeviceType\n    foData { location totalDurationMinutes targetTime actualTime destination distanceKm targetArrival estimatedArrival\n             plannedActivityMinutes }\n  }\n"): typeof import('./graphql').AlertCenterRawAlertFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertCenterPayload($filter: PayloadFilter) {\n    payload(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        payload { userId companyId channels }\n        subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules }\n      }\n    }\n  }\n"): typeof import('./graphql').AlertCenterPayloadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertCodeOptions($filter: AlertCodesFilter) {\n    alertCodesPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { alertCode descriptionIdn descriptionEng iconUrl enabledInRule\n        alertCategories { alertCategoryId categoryIdn categoryEng } }\n    }\n  }\n"): typeof import('./graphql').AlertCodeOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertVehicleOptions {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').AlertVehicleOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertCodeInfo on AlertCode {\n    alertCode descriptionIdn descriptionEng iconUrl\n  }\n"): typeof import('./graphql').AlertCodeInfoFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RawAlertRowFields on RawAlert {\n    rawAlertId id alertCode alert { ...AlertCodeInfo } createdOn isResolved\n    isFalseAlert isUrgent isImportant isRead licensePlate vehicleId driverName driver { userId fullname }\n    formattedAlertData address addressNear { name metres } latitude longitude\n  }\n"): typeof import('./graphql').RawAlertRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RawAlertDetailFields on RawAlert {\n    ...RawAlertRowFields\n    alert { ...AlertCodeInfo fullDescriptionIdn fullDescriptionEng }\n    resolvedOn resolver { userId fullname } alertData geofences { geofenceId fenceName }\n    sourceDeviceCategory sourceDeviceType form { reason others } note shouldHaveMedia callState { isHaveVoip deviceType }\n    userLogs { typeField data note createdOn userId user { userId fullname } }\n  }\n"): typeof import('./graphql').RawAlertDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {\n    upsertRawAlertsAction(input: $input) {\n      ...EnvelopeFields\n      aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }\n    }\n  }\n"): typeof import('./graphql').UpsertRawAlertsActionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationLog($filter: RawAlertUserLogsFilter) {\n    notificationLog(filter: $filter) {\n      ...EnvelopeFields\n      notificationLog {\n        data { id typeField data note createdOn user { userId fullname }\n          rawAlert { rawAlertId id licensePlate alert { descriptionIdn descriptionEng iconUrl } } }\n        pagination { total page show }\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationRawAlerts($filter: RawAlertsFilter) {\n    rawAlerts(filter: $filter) {\n      ...EnvelopeFields rawAlerts { data { ...RawAlertRowFields } pagination { total page show } }\n    }\n  }\n"): typeof import('./graphql').NotificationRawAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationRawAlert($filter: RawAlertFilter!) {\n    rawAlert(filter: $filter) { ...EnvelopeFields data { ...RawAlertDetailFields } }\n  }\n"): typeof import('./graphql').NotificationRawAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNotificationSetup($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) { ...EnvelopeFields data { id name } }\n  }\n"): typeof import('./graphql').CompleteNotificationSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertRuleTemplateCodeFields on AlertRuleTemplateCode {\n    alertCode descriptionIdn descriptionEng isAlreadyActive\n  }\n"): typeof import('./graphql').AlertRuleTemplateCodeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingAlertRuleTemplates($filter: AlertRuleTemplatesFilter) {\n    alertRuleTemplates(filter: $filter) {\n      ...EnvelopeFields\n      data { templateId nameIdn nameEng descriptionIdn descriptionEng iconUrl\n        defaultAlertCodes { ...AlertRuleTemplateCodeFields } additionalAlertCodes { ...AlertRuleTemplateCodeFields } }\n    }\n  }\n"): typeof import('./graphql').SettingAlertRuleTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingCreateAlertRules($input: CreateAlertRulesInput!) {\n    createAlertRules(input: $input) { ...EnvelopeFields data { alertRuleId label alertCode } }\n  }\n"): typeof import('./graphql').SettingCreateAlertRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertRuleFields on AlertRule {\n    alertRuleId label alertCode isActive createdOn maxThreshold minThreshold minThresholdTime\n    withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertUrgencyType\n    alertCountThreshold alertCountWindow autoPopup notifyContacts totalVehicles totalVgroups totalUsers\n    contactRecipients { contactId label phoneNumber email } geofences { geofenceId fenceName }\n    vehicles { id licensePlate } users { userId fullname } vgroups { id name }\n    alert { alertCode descriptionIdn descriptionEng iconUrl }\n  }\n"): typeof import('./graphql').AlertRuleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingAlertRules($filter: AlertRulesFilter) {\n    alertRules(filter: $filter) {\n      ...EnvelopeFields alertRules { data { ...AlertRuleFields } pagination { total page show } }\n    }\n  }\n"): typeof import('./graphql').SettingAlertRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingAlertRule($filter: AlertRuleFilter!) {\n    alertRule(filter: $filter) { ...EnvelopeFields data { ...AlertRuleFields } }\n  }\n"): typeof import('./graphql').SettingAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingCreateAlertRule($input: AlertRuleInput!) {\n    createAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }\n  }\n"): typeof import('./graphql').SettingCreateAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingUpdateAlertRule($input: UpdateAlertRuleInput!) {\n    updateAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }\n  }\n"): typeof import('./graphql').SettingUpdateAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingDeleteAlertRule($input: DeleteAlertRuleInput!) {\n    deleteAlertRule(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').SettingDeleteAlertRuleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingUpdateAlertRules($input: UpdateAlertRulesInput!) {\n    updateAlertRules(input: $input) { ...EnvelopeFields count }\n  }\n"): typeof import('./graphql').SettingUpdateAlertRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingDeleteAlertRules($input: DeleteAlertRulesInput!) {\n    deleteAlertRules(input: $input) { ...EnvelopeFields count }\n  }\n"): typeof import('./graphql').SettingDeleteAlertRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertRuleFormOptions {\n    Geofences(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields list { geofenceId fenceName } }\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }\n  }\n"): typeof import('./graphql').AlertRuleFormOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertRuleUserOptions($filter: AlertRuleUserOptionsFilter) {\n    alertRuleUserOptions(filter: $filter) { ...EnvelopeFields data { userId fullname email } }\n  }\n"): typeof import('./graphql').AlertRuleUserOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...EnvelopeFields\n      data { id name prefix accessKeys allowedCidrs expiresOn createdOn createdByName revokedOn lastUsedOn lastUsedIp status }\n    }\n  }\n"): typeof import('./graphql').ApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyCalls($filter: ApiKeyCallsFilterInput) {\n    apiKeyCalls(filter: $filter) {\n      ...EnvelopeFields\n      data { id apiKeyId keyName method path status durationMs ip calledOn }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').ApiKeyCallsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...EnvelopeFields\n      data { id secret prefix }\n    }\n  }\n"): typeof import('./graphql').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($input: ApiKeyIdInput!) {\n    revokeApiKey(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').RevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEvents($filter: AuditEventsFilter!) {\n    auditEvents(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        nextBefore\n        events { id createdOn actorUserId actorName action actionLabel targetType targetLabel details ip userAgent }\n      }\n    }\n  }\n"): typeof import('./graphql').AuditEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPasskeys {\n    myPasskeys { ...EnvelopeFields data { id name createdOn lastUsedOn } }\n  }\n"): typeof import('./graphql').MyPasskeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration { ...EnvelopeFields data }\n  }\n"): typeof import('./graphql').StartPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').FinishPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePasskey($input: DeletePasskeyInput!) {\n    deletePasskey(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').DeletePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTwoFactor {\n    myTwoFactor { ...EnvelopeFields data { enabled recoveryCodesLeft companyRequires passkeys } }\n  }\n"): typeof import('./graphql').MyTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment { ...EnvelopeFields data { secret otpauthUri } }\n  }\n"): typeof import('./graphql').StartTotpEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpInput!) {\n    confirmTotpEnrolment(input: $input) { ...EnvelopeFields data { codes } }\n  }\n"): typeof import('./graphql').ConfirmTotpEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').DisableTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {\n    regenerateRecoveryCodes(input: $input) { ...EnvelopeFields data { codes } }\n  }\n"): typeof import('./graphql').RegenerateRecoveryCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyTwoFactorRequired($input: CompanyTwoFactorInput!) {\n    setCompanyTwoFactorRequired(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').SetCompanyTwoFactorRequiredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackToVsmsV1($input: BackToVsmsV1Input!) {\n    backToVsmsV1(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n"): typeof import('./graphql').BackToVsmsV1Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyTicketRowFields on CompanyTicket {\n    id code companyName category priority status subject referenceLabel unreadByCompany marketplaceItemId\n    createdByName createdOn lastActivityOn\n  }\n"): typeof import('./graphql').CompanyTicketRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyTicketDetailFields on CompanyTicketDetail {\n    id code companyName category priority status subject description attachments vehicleId deviceId referenceLabel\n    marketplaceItemId unreadByCompany createdByName createdOn lastActivityOn\n    health { lastPositionOn lastPacketOn online motionStatus battery signal }\n    messages { id fromPlatform authorName body attachments status createdOn }\n  }\n"): typeof import('./graphql').CompanyTicketDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTickets($filter: CompanyTicketsFilterInput) {\n    companyTickets(filter: $filter) {\n      ...EnvelopeFields\n      data { ...CompanyTicketRowFields }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').CompanyTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTicket($input: CompanyTicketIdInput!) {\n    companyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n"): typeof import('./graphql').CompanyTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyTicket($input: CreateCompanyTicketInput!) {\n    createCompanyTicket(input: $input) { ...EnvelopeFields data { id code } }\n  }\n"): typeof import('./graphql').CreateCompanyTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyCompanyTicket($input: ReplyCompanyTicketInput!) {\n    replyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n"): typeof import('./graphql').ReplyCompanyTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseCompanyTicket($input: CloseCompanyTicketInput!) {\n    closeCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n"): typeof import('./graphql').CloseCompanyTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketVehicleOptions($filter: VehiclesFilter) {\n    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').TicketVehicleOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlTowerExceptions($filter: ControlTowerExceptionsFilterInput) {\n    controlTowerExceptions(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id queue status notes ownerId ownerName vehicleId licensePlate fleetTaskId fleetTaskCode rawAlertId alertCode\n        alertTime address targetArrival documentType documentNumber expiresOn servicePlan serviceItem lastPacket\n        conversationId contactLabel message messageTime firstSeenOn slaDueOn slaBreached\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').ControlTowerExceptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlTowerCounts {\n    controlTowerCounts { ...EnvelopeFields data { queue open breached } }\n  }\n"): typeof import('./graphql').ControlTowerCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlTowerSettings {\n    controlTowerSettings { ...EnvelopeFields data {\n      lateMinutes offlineMinutes slaMinutes alertWindowHours queueSlaMinutes { queue minutes }\n    } }\n  }\n"): typeof import('./graphql').ControlTowerSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeControlTowerException($input: ControlTowerExceptionIdInput!) {\n    takeControlTowerException(input: $input) { ...EnvelopeFields data { id } }\n  }\n"): typeof import('./graphql').TakeControlTowerExceptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateControlTowerException($input: UpdateControlTowerExceptionInput!) {\n    updateControlTowerException(input: $input) { ...EnvelopeFields data { id } }\n  }\n"): typeof import('./graphql').UpdateControlTowerExceptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveControlTowerSettings($input: ControlTowerSettingsInput!) {\n    saveControlTowerSettings(input: $input) { ...EnvelopeFields data { lateMinutes } }\n  }\n"): typeof import('./graphql').SaveControlTowerSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverAllowanceFields on DriverAllowance {\n    allowanceId vehicleId licensePlate driverId driverName fleetTaskId fleetTaskCode purpose amount paidOn note status\n    spent expenseCount variance direction closedOn\n  }\n"): typeof import('./graphql').DriverAllowanceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverAllowances($filter: DriverAllowanceFilterInput!, $pagination: PaginationInput) {\n    driverAllowances(filter: $filter, pagination: $pagination) {\n      ...EnvelopeFields\n      list { ...DriverAllowanceFields }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').DriverAllowancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverAllowance($input: DriverAllowanceIdInput!) {\n    driverAllowance(input: $input) {\n      ...EnvelopeFields\n      data {\n        allowance { ...DriverAllowanceFields }\n        expenses { expenseId kind spentAt amount description receiptUrl }\n      }\n    }\n  }\n"): typeof import('./graphql').DriverAllowanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverAllowanceBalances {\n    driverAllowanceBalances { ...EnvelopeFields data { driverId driverName openCount advanced spent outstanding } }\n  }\n"): typeof import('./graphql').DriverAllowanceBalancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllowanceDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields\n      data { userId fullname }\n    }\n  }\n"): typeof import('./graphql').AllowanceDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllowanceFleetTasks($input: AllowanceFleetTasksInput!) {\n    allowanceFleetTasks(input: $input) {\n      ...EnvelopeFields\n      data { fleetTaskId code status departureTime licensePlate driverName stopCount }\n    }\n  }\n"): typeof import('./graphql').AllowanceFleetTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDriverAllowance($input: DriverAllowanceInput!) {\n    createDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n"): typeof import('./graphql').CreateDriverAllowanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAllowanceExpense($input: AllowanceExpenseInput!) {\n    addAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n"): typeof import('./graphql').AddAllowanceExpenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAllowanceExpense($input: AllowanceExpenseIdInput!) {\n    deleteAllowanceExpense(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n"): typeof import('./graphql').DeleteAllowanceExpenseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleDriverAllowance($input: DriverAllowanceIdInput!) {\n    settleDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId variance direction } }\n  }\n"): typeof import('./graphql').SettleDriverAllowanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelDriverAllowance($input: DriverAllowanceIdInput!) {\n    cancelDriverAllowance(input: $input) { ...EnvelopeFields data { allowanceId } }\n  }\n"): typeof import('./graphql').CancelDriverAllowanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CostEntryFields on CostEntry {\n    costEntryId vehicleId licensePlate category spentAt amount litres pricePerLitre station etollCard odometerKm\n    description fromAllowance\n  }\n"): typeof import('./graphql').CostEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CostEntries($filter: CostFilterInput!, $pagination: PaginationInput) {\n    costEntries(filter: $filter, pagination: $pagination) {\n      ...EnvelopeFields\n      list { ...CostEntryFields }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').CostEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CostSummary($filter: CostFilterInput!) {\n    costSummary(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        fleet { total distanceKm litres costPerKm litresPer100Km kmPerLitre }\n        byCategory { category amount }\n        vehicles {\n          vehicleId licensePlate total distanceKm litres costPerKm litresPer100Km kmPerLitre expectedKmPerLitre\n          efficiencyRatio\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CostSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FuelReport($input: FuelReportInput!) {\n    fuelReport(input: $input) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate capacityLitres consumedLitres refuelledLitres drainedLitres\n        levels { time litres }\n        events { fuelEventId kind startTime endTime litres levelBefore levelAfter whileParked }\n        receipts { costEntryId spentAt station amount receiptLitres detectedLitres refuelTime status }\n      }\n    }\n  }\n"): typeof import('./graphql').FuelReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CostVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').CostVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCostEntry($input: CostEntryInput!) {\n    createCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n"): typeof import('./graphql').CreateCostEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCostEntry($input: UpdateCostEntryInput!) {\n    updateCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n"): typeof import('./graphql').UpdateCostEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCostEntry($input: CostEntryIdInput!) {\n    deleteCostEntry(input: $input) { ...EnvelopeFields data { costEntryId } }\n  }\n"): typeof import('./graphql').DeleteCostEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EtollCards {\n    etollCards {\n      ...EnvelopeFields\n      data { etollCardId cardNumber issuer vehicleId licensePlate assignedFrom balance balanceOn note }\n    }\n  }\n"): typeof import('./graphql').EtollCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEtollCard($input: EtollCardInput!) {\n    createEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n"): typeof import('./graphql').CreateEtollCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEtollCard($input: UpdateEtollCardInput!) {\n    updateEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n"): typeof import('./graphql').UpdateEtollCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEtollCard($input: EtollCardIdInput!) {\n    deleteEtollCard(input: $input) { ...EnvelopeFields data { etollCardId } }\n  }\n"): typeof import('./graphql').DeleteEtollCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FuelCalibrationFields on FuelCalibration {\n    vehicleId licensePlate capacityLitres points { sensor litres } updatedOn\n  }\n"): typeof import('./graphql').FuelCalibrationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FuelCalibration($input: FuelCalibrationVehicleInput!) {\n    fuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n"): typeof import('./graphql').FuelCalibrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFuelCalibration($input: FuelCalibrationInput!) {\n    saveFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n"): typeof import('./graphql').SaveFuelCalibrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFuelCalibration($input: FuelCalibrationVehicleInput!) {\n    deleteFuelCalibration(input: $input) { ...EnvelopeFields data { ...FuelCalibrationFields } }\n  }\n"): typeof import('./graphql').DeleteFuelCalibrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TcoSummary($input: TcoPeriodInput!) {\n    tcoSummary(input: $input) {\n      ...EnvelopeFields\n      data {\n        fleet {\n          vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm tcoPerKm\n          litresPer100Km kmPerLitre\n        }\n        groups {\n          groupId name vehicleCount byCategory { category amount } running ownership tco distanceKm litres costPerKm\n          tcoPerKm litresPer100Km kmPerLitre\n        }\n        vehicles {\n          vehicleId licensePlate byCategory { category amount } running ownership tco distanceKm litres costPerKm\n          tcoPerKm litresPer100Km kmPerLitre expectedKmPerLitre efficiencyRatio monthlyOwnershipCost\n          ownershipStartsOn ownershipEndsOn\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TcoSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVehicleOwnershipCost($input: VehicleOwnershipCostInput!) {\n    setVehicleOwnershipCost(input: $input) { ...EnvelopeFields data { vehicleId monthlyCost startsOn endsOn } }\n  }\n"): typeof import('./graphql').SetVehicleOwnershipCostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetSummary {\n    fleetSummary {\n      isSuccessful\n      message\n      data { total moving stopped idle parked stale offline noData noDevice }\n    }\n  }\n"): typeof import('./graphql').FleetSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryOrderConsigneeLinks($deliveryOrderId: Int!) {\n    deliveryOrder(deliveryOrderId: $deliveryOrderId) {\n      ...EnvelopeFields\n      data {\n        deliveryOrderId\n        consigneeLinks {\n          fleetTaskId recipientName recipientPhone sentOn openCount lastOpenedOn expiresOn isExpired\n          messages { kind status createdOn updatedOn }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeliveryOrderConsigneeLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryOrderFields on DeliveryOrder {\n    deliveryOrderId code status customerName billedCustomerName shipmentNumber notes fleetTaskId salesOrderCode\n    totalWeightKg totalVolumeM3 createdOn\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    destinationContactName destinationContactPhone\n    pickupWindow { start end }\n    deliveryWindow { start end }\n    items { name quantity weightKg volumeM3 }\n    customFields { key value }\n    requiredSkills priority\n  }\n"): typeof import('./graphql').DeliveryOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryOrders($filter: DeliveryOrdersFilter) {\n    deliveryOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').DeliveryOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryOrder($deliveryOrderId: Int!) {\n    deliveryOrder(deliveryOrderId: $deliveryOrderId) {\n      ...EnvelopeFields\n      data { ...DeliveryOrderFields salesOrderId updatedOn statusHistory { fromStatus toStatus changedOn } }\n    }\n  }\n"): typeof import('./graphql').DeliveryOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryOrder($input: CreateDeliveryOrderInput!) {\n    createDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }\n  }\n"): typeof import('./graphql').CreateDeliveryOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeliveryOrder($input: UpdateDeliveryOrderInput!) {\n    updateDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId code } }\n  }\n"): typeof import('./graphql').UpdateDeliveryOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDeliveryOrder($input: DeliveryOrderIdInput!) {\n    deleteDeliveryOrder(input: $input) { ...EnvelopeFields data { deliveryOrderId } }\n  }\n"): typeof import('./graphql').DeleteDeliveryOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDeliveryOrderStatus($input: ChangeDeliveryOrderStatusInput!) {\n    changeDeliveryOrderStatus(input: $input) { ...EnvelopeFields data { deliveryOrderId status } }\n  }\n"): typeof import('./graphql').ChangeDeliveryOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryReport($input: DeliveryReportInput!) {\n    deliveryReport(input: $input) {\n      ...EnvelopeFields\n      data {\n        startDate endDate truncated delivered failed canceled onTimeRate\n        perCustomer { name delivered judged onTime late rate }\n        perDriver { name delivered judged onTime late rate }\n        perVehicle { name delivered judged onTime late rate }\n        perDay { day delivered failed canceled }\n      }\n    }\n  }\n"): typeof import('./graphql').DeliveryReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryRequestFields on DeliveryRequest {\n    deliveryRequestId code status requesterKind requesterName requesterPhone notes rejectionReason\n    deliveryOrderId deliveryOrderCode deliveryOrderStatus decidedOn createdOn\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    deliveryWindow { start end }\n    items { name quantity weightKg volumeM3 }\n  }\n"): typeof import('./graphql').DeliveryRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryRequests($filter: DeliveryRequestsFilter) {\n    deliveryRequests(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryRequestFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').DeliveryRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryRequest($input: CreateDeliveryRequestInput!) {\n    createDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId code } }\n  }\n"): typeof import('./graphql').CreateDeliveryRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDeliveryRequest($input: DeliveryRequestIdInput!) {\n    approveDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId deliveryOrderCode } }\n  }\n"): typeof import('./graphql').ApproveDeliveryRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDeliveryRequest($input: RejectDeliveryRequestInput!) {\n    rejectDeliveryRequest(input: $input) { ...EnvelopeFields data { deliveryRequestId status } }\n  }\n"): typeof import('./graphql').RejectDeliveryRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFleetTasks {\n    myFleetTasks {\n      ...EnvelopeFields\n      list {\n        fleetTaskId code status licensePlate phoneTracking driverName departureTime startedOn endedOn stopCount note\n        stops {\n          stopId sequence deliveryOrderCode customerName activity address lat lng note targetArrival actualArrival\n          visitStatus\n        }\n        stopOutcomes { stopId outcome receiverName failureReason happenedOn }\n      }\n      podRequirements { photo signature receiverName }\n    }\n  }\n"): typeof import('./graphql').MyFleetTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMyFleetTask($input: DriverTaskActionInput!) {\n    startMyFleetTask(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').StartMyFleetTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMyFleetTask($input: DriverTaskActionInput!) {\n    endMyFleetTask(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').EndMyFleetTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArriveAtStop($input: ArriveAtStopInput!) {\n    arriveAtStop(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').ArriveAtStopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliverStop($input: DeliverStopInput!) {\n    deliverStop(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').DeliverStopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailStop($input: FailStopInput!) {\n    failStop(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').FailStopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportMyPositions($input: ReportMyPositionsInput!) {\n    reportMyPositions(input: $input) { ...EnvelopeFields accepted }\n  }\n"): typeof import('./graphql').ReportMyPositionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetAvailability($input: FleetAvailabilityInput!) {\n    fleetAvailability(input: $input) {\n      ...EnvelopeFields\n      data {\n        days\n        vehicles {\n          vehicleId licensePlate vehicleTypeName capacityKg capacityM3\n          days { day state fleetTaskIds serviceOrderIds unavailabilityIds }\n        }\n        vehiclePagination { total page show }\n        drivers { driverId name days { day state fleetTaskIds serviceOrderIds unavailabilityIds } }\n        driverPagination { total page show }\n        tasks { fleetTaskId code status isInstant departureTime endTime }\n        serviceOrders { serviceOrderId status scheduledDay }\n        unavailabilities { unavailabilityId vehicleId driverId reason fromDay toDay note }\n      }\n    }\n  }\n"): typeof import('./graphql').FleetAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUnavailability($input: CreateUnavailabilityInput!) {\n    createUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n"): typeof import('./graphql').CreateUnavailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUnavailability($input: UpdateUnavailabilityInput!) {\n    updateUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n"): typeof import('./graphql').UpdateUnavailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUnavailability($input: UnavailabilityIdInput!) {\n    deleteUnavailability(input: $input) { ...EnvelopeFields data { unavailabilityId } }\n  }\n"): typeof import('./graphql').DeleteUnavailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetTasks($filter: FleetTasksFilter) {\n    fleetTasks(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        fleetTaskId code status licensePlate driverName coDriverName departureTime stopCount visitedCount isInstant\n      }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').FleetTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetTask($fleetTaskId: Int!) {\n    fleetTask(fleetTaskId: $fleetTaskId) {\n      ...EnvelopeFields\n      data {\n        fleetTaskId code status vehicleId licensePlate driverId driverName coDriverId coDriverName departureTime note\n        startedOn endedOn stopCount visitedCount isInstant\n        stops {\n          stopId sequence deliveryOrderId deliveryOrderCode customerName activity address lat lng geofenceId note\n          targetArrival targetDeparture actualArrival actualDeparture visitStatus punctuality lateMinutes\n        }\n        interventions { interventionId userName action createdOn }\n        stopOutcomes {\n          stopId outcome photoUrl signatureUrl receiverName notes failureReason happenedOn recordedByName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FleetTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFleetTask($input: CreateFleetTaskInput!) {\n    createFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId code } }\n  }\n"): typeof import('./graphql').CreateFleetTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFleetTask($input: FleetTaskIdInput!) {\n    deleteFleetTask(input: $input) { ...EnvelopeFields data { fleetTaskId } }\n  }\n"): typeof import('./graphql').DeleteFleetTaskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeFleetTaskStatus($input: ChangeFleetTaskStatusInput!) {\n    changeFleetTaskStatus(input: $input) { ...EnvelopeFields data { fleetTaskId status } }\n  }\n"): typeof import('./graphql').ChangeFleetTaskStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetTaskVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').FleetTaskVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FleetTaskDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n"): typeof import('./graphql').FleetTaskDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmedDeliveryOrders {\n    deliveryOrders(filter: { status: CONFIRMED, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields\n      list { deliveryOrderId code customerName origin { address } destination { address } totalWeightKg }\n    }\n  }\n"): typeof import('./graphql').ConfirmedDeliveryOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PodRequirementsSettings {\n    podRequirements { ...EnvelopeFields data { photo signature receiverName } }\n  }\n"): typeof import('./graphql').PodRequirementsSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePodRequirements($input: PodRequirementsInput!) {\n    updatePodRequirements(input: $input) { ...EnvelopeFields data { photo signature receiverName } }\n  }\n"): typeof import('./graphql').UpdatePodRequirementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SalesOrderFields on SalesOrder {\n    salesOrderId code status customerName billedCustomerName orderDate notes requiredSkills priority totalPrice createdOn\n    requestedDeliveryWindow { start end }\n    destination { address lat lng geofenceId }\n    destinationContactName destinationContactPhone\n    lines { lineNo name quantity weightKg volumeM3 unitPrice shippedQuantity remainingQuantity }\n    deliveryOrders { deliveryOrderId code status lines { lineNo quantity } }\n  }\n"): typeof import('./graphql').SalesOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesOrders($filter: SalesOrdersFilter) {\n    salesOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...SalesOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').SalesOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSalesOrder($input: CreateSalesOrderInput!) {\n    createSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }\n  }\n"): typeof import('./graphql').CreateSalesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSalesOrder($input: UpdateSalesOrderInput!) {\n    updateSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId code } }\n  }\n"): typeof import('./graphql').UpdateSalesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSalesOrder($input: SalesOrderIdInput!) {\n    deleteSalesOrder(input: $input) { ...EnvelopeFields data { salesOrderId } }\n  }\n"): typeof import('./graphql').DeleteSalesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSalesOrderStatus($input: ChangeSalesOrderStatusInput!) {\n    changeSalesOrderStatus(input: $input) { ...EnvelopeFields data { salesOrderId status } }\n  }\n"): typeof import('./graphql').ChangeSalesOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryOrdersFromSalesOrder($input: CreateDeliveryOrdersFromSalesOrderInput!) {\n    createDeliveryOrdersFromSalesOrder(input: $input) { ...EnvelopeFields data { ...SalesOrderFields } }\n  }\n"): typeof import('./graphql').CreateDeliveryOrdersFromSalesOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryTemplateFields on DeliveryTemplate {\n    deliveryTemplateId name status customerName notes requiredSkills priority startsOn endsOn horizonDays skipHolidays defaultVehicleId defaultDriverId nextOccurrences\n    origin { address lat lng geofenceId }\n    destination { address lat lng geofenceId }\n    items { name quantity weightKg volumeM3 }\n    pickupWindow { start end }\n    deliveryWindow { start end }\n    schedule { kind weekdays monthDays rrule }\n    orders { runDate deliveryOrderId code status }\n  }\n"): typeof import('./graphql').DeliveryTemplateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryTemplates($filter: DeliveryTemplatesFilter) {\n    deliveryTemplates(filter: $filter) {\n      ...EnvelopeFields\n      list { ...DeliveryTemplateFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').DeliveryTemplatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryTemplate($input: CreateDeliveryTemplateInput!) {\n    createDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n"): typeof import('./graphql').CreateDeliveryTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeliveryTemplate($input: UpdateDeliveryTemplateInput!) {\n    updateDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n"): typeof import('./graphql').UpdateDeliveryTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDeliveryTemplateStatus($input: DeliveryTemplateStatusInput!) {\n    setDeliveryTemplateStatus(input: $input) { ...EnvelopeFields data { deliveryTemplateId status } }\n  }\n"): typeof import('./graphql').SetDeliveryTemplateStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDeliveryTemplate($input: DeliveryTemplateIdInput!) {\n    deleteDeliveryTemplate(input: $input) { ...EnvelopeFields data { deliveryTemplateId } }\n  }\n"): typeof import('./graphql').DeleteDeliveryTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateDeliveryTemplateOrders($input: DeliveryTemplateIdInput!) {\n    generateDeliveryTemplateOrders(input: $input) { ...EnvelopeFields data { created } }\n  }\n"): typeof import('./graphql').GenerateDeliveryTemplateOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleOccurrences($input: ScheduleOccurrencesInput!) {\n    scheduleOccurrences(input: $input) { ...EnvelopeFields data }\n  }\n"): typeof import('./graphql').ScheduleOccurrencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeviceCommands($filter: DeviceCommandsFilter!) {\n    deviceCommands(filter: $filter) {\n      ...EnvelopeFields\n      data { id kind text status answer createdOn sentOn answeredOn expiresOn user { userId fullname } }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').DeviceCommandsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDeviceCommand($input: SendDeviceCommandInput!) {\n    sendDeviceCommand(input: $input) { ...EnvelopeFields data { id status } }\n  }\n"): typeof import('./graphql').SendDeviceCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Documents($filter: DocumentsFilter) {\n    documents(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        documentId type subject vehicleId licensePlate driverId driverName number issuedOn expiresOn reminderDays\n        status notes scanUrls\n      }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').DocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentSettings {\n    documentSettings { ...EnvelopeFields data { blockAssigning rules { type validityMonths reminderDays } } }\n  }\n"): typeof import('./graphql').DocumentSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').DocumentVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n"): typeof import('./graphql').DocumentDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDocument($input: CreateDocumentInput!) {\n    createDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n"): typeof import('./graphql').CreateDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDocument($input: UpdateDocumentInput!) {\n    updateDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n"): typeof import('./graphql').UpdateDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDocument($input: DocumentIdInput!) {\n    deleteDocument(input: $input) { ...EnvelopeFields data { documentId } }\n  }\n"): typeof import('./graphql').DeleteDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDocumentSettings($input: UpdateDocumentSettingsInput!) {\n    updateDocumentSettings(input: $input) { ...EnvelopeFields data { blockAssigning } }\n  }\n"): typeof import('./graphql').UpdateDocumentSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveDriverCalls {\n    activeDriverCalls {\n      ...EnvelopeFields\n      data { maxActiveCalls calls { id vehicleId licensePlate userId userName startedOn answeredOn } }\n    }\n  }\n"): typeof import('./graphql').ActiveDriverCallsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverCallLog($filter: DriverCallLogFilter) {\n    driverCallLog(filter: $filter) {\n      ...EnvelopeFields\n      data { id vehicleId licensePlate userName startedOn answeredOn endedOn durationSeconds endReason payloadType }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').DriverCallLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndDriverCall($callId: Int!) {\n    endDriverCall(callId: $callId) { ...EnvelopeFields data }\n  }\n"): typeof import('./graphql').EndDriverCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDriverHome {\n    myDriverHome {\n      ...EnvelopeFields\n      data {\n        vehicle {\n          vehicleId licensePlate hullNo vehicleTypeName link status speed latitude longitude address lastUpdate\n        }\n        alerts {\n          rawAlertId id alertCode createdOn licensePlate address formattedAlertData isResolved isFalseAlert\n          alert { descriptionIdn descriptionEng iconUrl }\n        }\n        score {\n          driverId score finalGrade totalAlert lastSync totalDriven { distanceKm drivingSeconds }\n          weeks { week distanceKm score }\n        }\n        scorePeriod { startDate endDate }\n      }\n    }\n  }\n"): typeof import('./graphql').MyDriverHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverScoreFields on DriverScore {\n    driverId driver { userId fullname isActive phoneNo } totalAlert finalGrade score lastSync\n    totalDriven { distanceKm drivingSeconds }\n    harshAccel harshAccelScore harshBrake harshBrakeScore sharpturn sharpturnScore overspeed overspeedScore\n    exceededParkingTime exceededParkingTimeScore exceededIdleTime exceededIdleTimeScore yawn yawnScore\n    distraction distractionScore smoking smokingScore phoneCalling phoneCallingScore eyeClosed eyeClosedScore\n    missingFace missingFaceScore\n  }\n"): typeof import('./graphql').DriverScoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverScoresPage($filter: DriverScoresFilter!) {\n    DriverScores(filter: $filter) {\n      ...EnvelopeFields\n      driverScores {\n        data { ...DriverScoreFields }\n        aggregation {\n          averageScore averageFinalGrade totalDriver\n          top10Drivers { driverId driver { fullname } score finalGrade }\n          lowest10Drivers { driverId driver { fullname } score finalGrade }\n        }\n        pagination { total page show }\n      }\n    }\n  }\n"): typeof import('./graphql').DriverScoresPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverScoreDetail($filter: DriverScoreFilter!) {\n    DriverScore(filter: $filter) { ...EnvelopeFields data { ...DriverScoreFields weeks { week distanceKm score } } }\n  }\n"): typeof import('./graphql').DriverScoreDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverScoreAlerts($filter: AlertDetailDriverScoresFilter!) {\n    AlertDetailDriverScores(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        rawAlertId id alertCode behaviour createdOn vehicleId licensePlate address addressNear { name metres }\n        threshold formattedAlertData cost isRead isFalseAlert mediaUrl alert { descriptionIdn descriptionEng }\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').DriverScoreAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($filter: InvoicesFilterInput) {\n    invoices(filter: $filter) {\n      ...EnvelopeFields\n      list { invoiceId number status customerName periodFrom periodTo total issuedOn createdOn }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').InvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($invoiceId: Int!) {\n    invoice(invoiceId: $invoiceId) {\n      ...EnvelopeFields\n      data {\n        invoiceId number status customerName serviceType periodFrom periodTo ppnRatePercent pph23RatePercent\n        ppnDppNilaiLain pricesIncludePpn subtotal ppnBase ppn pph23 total notes cancelReason issuedOn dueOn paidOn\n        cancelledOn\n        lines {\n          deliveryOrderId deliveryOrderCode description unit quantity unitPrice baseAmount waitingAmount\n          extraDropAmount overnightAmount amount podReceiverName podTime podOverrideReason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').InvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceableOrders($input: InvoiceableOrdersInput!) {\n    invoiceableOrders(input: $input) {\n      ...EnvelopeFields\n      data { deliveryOrderId code destinationAddress deliveredOn hasPod podReceiverName podTime invoiceNumber }\n    }\n  }\n"): typeof import('./graphql').InvoiceableOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RateCards($filter: RateCardsFilterInput) {\n    rateCards(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        rateCardId customerName serviceType originArea destinationArea vehicleSize unit price waitingFreeMinutes\n        waitingPricePerHour extraDropPrice overnightPrice\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').RateCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceSettings {\n    invoiceSettings {\n      ...EnvelopeFields\n      data {\n        invoiceAddress paymentTermsDays ppnRatePercent ppnDppNilaiLain pricesIncludePpn pph23RatePercent\n        numberPrefix taxNo bankAccount logoUrl\n      }\n    }\n  }\n"): typeof import('./graphql').InvoiceSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) { ...EnvelopeFields data { numberPrefix } }\n  }\n"): typeof import('./graphql').UpdateInvoiceSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInvoiceLogo($input: InvoiceLogoInput!) {\n    setInvoiceLogo(input: $input) { ...EnvelopeFields data { logoUrl } }\n  }\n"): typeof import('./graphql').SetInvoiceLogoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceCustomerDefaults($input: InvoiceCustomerDefaultsInput!) {\n    invoiceCustomerDefaults(input: $input) { ...EnvelopeFields data { withholdPph23 remembered } }\n  }\n"): typeof import('./graphql').InvoiceCustomerDefaultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoiceDraft($input: CreateInvoiceDraftInput!) {\n    createInvoiceDraft(input: $input) { ...EnvelopeFields data { invoiceId } }\n  }\n"): typeof import('./graphql').CreateInvoiceDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueInvoice($input: InvoiceIdInput!) {\n    issueInvoice(input: $input) { ...EnvelopeFields data { invoiceId status number } }\n  }\n"): typeof import('./graphql').IssueInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInvoicePaid($input: InvoiceIdInput!) {\n    markInvoicePaid(input: $input) { ...EnvelopeFields data { invoiceId status } }\n  }\n"): typeof import('./graphql').MarkInvoicePaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvoice($input: CancelInvoiceInput!) {\n    cancelInvoice(input: $input) { ...EnvelopeFields data { invoiceId status } }\n  }\n"): typeof import('./graphql').CancelInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRateCard($input: RateCardInput!) {\n    createRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n"): typeof import('./graphql').CreateRateCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRateCard($input: UpdateRateCardInput!) {\n    updateRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n"): typeof import('./graphql').UpdateRateCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRateCard($input: RateCardIdInput!) {\n    deleteRateCard(input: $input) { ...EnvelopeFields data { rateCardId } }\n  }\n"): typeof import('./graphql').DeleteRateCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandMeasurements($filter: LandMeasurementsFilterInput) {\n    landMeasurements(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id name source areaSquareMeters perimeterMeters licensePlate trackStart trackEnd createdOn\n        points { latitude longitude }\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').LandMeasurementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandMeasurementTrack($filter: LandMeasurementTrackFilter!) {\n    landMeasurementTrack(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate truncated issue areaSquareMeters perimeterMeters points { latitude longitude } }\n    }\n  }\n"): typeof import('./graphql').LandMeasurementTrackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLandMeasurement($input: CreateLandMeasurementInput!) {\n    createLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }\n  }\n"): typeof import('./graphql').CreateLandMeasurementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameLandMeasurement($input: RenameLandMeasurementInput!) {\n    renameLandMeasurement(input: $input) { ...EnvelopeFields data { id name } }\n  }\n"): typeof import('./graphql').RenameLandMeasurementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLandMeasurement($input: LandMeasurementIdInput!) {\n    deleteLandMeasurement(input: $input) { ...EnvelopeFields data { id } }\n  }\n"): typeof import('./graphql').DeleteLandMeasurementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandVehicleOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data { id licensePlate vehicleStatus { latitude longitude } }\n    }\n  }\n"): typeof import('./graphql').LandVehicleOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VehicleCardDetails($filter: VehicleFilter!) {\n    vehicle(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id\n        vehicleStatus {\n          deviceHealth { batteryPercent batteryVolts charging externalVolts gsmSignal satellites statusTime }\n        }\n        documentAlerts { documentId type status daysLeft expiresOn }\n      }\n    }\n  }\n"): typeof import('./graphql').VehicleCardDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicePlanItemFields on ServicePlanItem {\n    servicePlanItemId servicePlanId planName vehicleId licensePlate name\n    intervalKm intervalHours intervalDays noticeKm noticeHours noticeDays\n    lastServiceDay lastServiceOdometerKm odometerKm engineHours\n    status dueOdometerKm dueEngineHours dueDay remainingKm remainingHours remainingDays projectedDueDay\n  }\n"): typeof import('./graphql').ServicePlanItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceOrderFields on ServiceOrder {\n    serviceOrderId code status vehicleId licensePlate location workshopName personInCharge scheduledDay\n    planItems { servicePlanItemId name } extraServices costLines { kind name quantity unitPrice } totalCost notes\n    finishedOdometerKm finishedOn createdOn\n  }\n"): typeof import('./graphql').ServiceOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicePlanItems($filter: ServicePlanItemsFilter) {\n    servicePlanItems(filter: $filter) {\n      ...EnvelopeFields\n      list { ...ServicePlanItemFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').ServicePlanItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicePlans($vehicleId: Int) {\n    servicePlans(vehicleId: $vehicleId) {\n      ...EnvelopeFields\n      list { servicePlanId vehicleId licensePlate name odometerKm engineHours items { ...ServicePlanItemFields } }\n    }\n  }\n"): typeof import('./graphql').ServicePlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceOrders($filter: ServiceOrdersFilter) {\n    serviceOrders(filter: $filter) {\n      ...EnvelopeFields\n      list { ...ServiceOrderFields }\n      pagination { total page show }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').ServiceOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceOrder($serviceOrderId: Int!) {\n    serviceOrder(serviceOrderId: $serviceOrderId) { ...EnvelopeFields data { ...ServiceOrderFields } }\n  }\n"): typeof import('./graphql').ServiceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MaintenanceVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').MaintenanceVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateServicePlan($input: CreateServicePlanInput!) {\n    createServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }\n  }\n"): typeof import('./graphql').CreateServicePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteServicePlan($input: ServicePlanIdInput!) {\n    deleteServicePlan(input: $input) { ...EnvelopeFields data { servicePlanId } }\n  }\n"): typeof import('./graphql').DeleteServicePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectVehicleMeters($input: CorrectVehicleMetersInput!) {\n    correctVehicleMeters(input: $input) { ...EnvelopeFields data { vehicleId odometerKm engineHours } }\n  }\n"): typeof import('./graphql').CorrectVehicleMetersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateServiceOrder($input: CreateServiceOrderInput!) {\n    createServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }\n  }\n"): typeof import('./graphql').CreateServiceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateServiceOrder($input: UpdateServiceOrderInput!) {\n    updateServiceOrder(input: $input) { ...EnvelopeFields data { serviceOrderId code } }\n  }\n"): typeof import('./graphql').UpdateServiceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeServiceOrderStatus($input: ChangeServiceOrderStatusInput!) {\n    changeServiceOrderStatus(input: $input) { ...EnvelopeFields data { serviceOrderId status } }\n  }\n"): typeof import('./graphql').ChangeServiceOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMarketplaceItem($input: RequestMarketplaceItemInput!) {\n    requestMarketplaceItem(input: $input) { ...EnvelopeFields data { id code } }\n  }\n"): typeof import('./graphql').RequestMarketplaceItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterDeviceFields on Device {\n    id imei vendorType phoneNo deviceName status slot lastPacket activeOn vehicle { id licensePlate }\n  }\n"): typeof import('./graphql').MasterDeviceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterDeviceMoveFields on DeviceMove {\n    id fromLicensePlate toLicensePlate movedAt movedBy { userId fullname }\n  }\n"): typeof import('./graphql').MasterDeviceMoveFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDevices($filter: DevicesFilter) {\n    devices(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceFields } pagination { total page show } }\n  }\n"): typeof import('./graphql').MasterDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCreateDevice($input: CreateDeviceInput!) {\n    createDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n"): typeof import('./graphql').MasterCreateDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateDevice($input: UpdateDeviceInput!) {\n    updateDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n"): typeof import('./graphql').MasterUpdateDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterMoveDevice($input: MoveDeviceInput!) {\n    moveDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }\n  }\n"): typeof import('./graphql').MasterMoveDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDeviceMoves($filter: DeviceMovesFilter!) {\n    deviceMoves(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceMoveFields } pagination { total } }\n  }\n"): typeof import('./graphql').MasterDeviceMovesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterDriverFields on Driver { userId fullname email phoneNo isActive driverCardId }\n"): typeof import('./graphql').MasterDriverFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterDriverAssignmentFields on DriverAssignment {\n    id vehicleId licensePlate driverId driver { userId fullname } slot startedAt endedAt\n  }\n"): typeof import('./graphql').MasterDriverAssignmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDrivers($filter: DriversFilter) {\n    drivers(filter: $filter) { ...EnvelopeFields data { ...MasterDriverFields } pagination { total page show } }\n  }\n"): typeof import('./graphql').MasterDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateDriverCard($input: UpdateDriverCardInput!) {\n    updateDriverCard(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n"): typeof import('./graphql').MasterUpdateDriverCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCreateDriver($input: CreateDriverInput!) {\n    createDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n"): typeof import('./graphql').MasterCreateDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateDriver($input: UpdateDriverInput!) {\n    updateDriver(input: $input) { ...EnvelopeFields data { ...MasterDriverFields } }\n  }\n"): typeof import('./graphql').MasterUpdateDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDriverAssignments($filter: DriverAssignmentsFilter!) {\n    driverAssignments(filter: $filter) {\n      ...EnvelopeFields data { ...MasterDriverAssignmentFields } pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').MasterDriverAssignmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateDriverAssignment($input: UpdateDriverAssignmentInput!) {\n    updateDriverAssignment(input: $input) { ...EnvelopeFields data { id } }\n  }\n"): typeof import('./graphql').MasterUpdateDriverAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterDeleteDriverAssignment($input: DeleteDriverAssignmentInput!) {\n    deleteDriverAssignment(input: $input) { ...EnvelopeFields data { id } }\n  }\n"): typeof import('./graphql').MasterDeleteDriverAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterGeofenceFields on Geofence {\n    geofenceId fenceName type circData { lat lng radius } polyData minLat maxLat minLng maxLng ownership address category isGarage isServiceLoc isBillingAddr isDepot isAlert hasRelation updatedOn\n  }\n"): typeof import('./graphql').MasterGeofenceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterGeofences($filter: GeofencesFilter) {\n    Geofences(filter: $filter) { ...EnvelopeFields list { ...MasterGeofenceFields } pagination { total page show } }\n  }\n"): typeof import('./graphql').MasterGeofencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCreateGeofence($input: CreateGeofenceInput!) {\n    createGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }\n  }\n"): typeof import('./graphql').MasterCreateGeofenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateGeofence($input: UpdateGeofenceInput!) {\n    updateGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }\n  }\n"): typeof import('./graphql').MasterUpdateGeofenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterDeleteGeofence($input: DeleteGeofenceInput!) {\n    deleteGeofence(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').MasterDeleteGeofenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterVehicleLookups {\n    drivers(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname isActive } }\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }\n    vehicleTypes(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {\n      ...EnvelopeFields data { vehicleTypeId formattedVehicleType }\n    }\n  }\n"): typeof import('./graphql').MasterVehicleLookupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterFuelTypes { fuelTypes { ...EnvelopeFields data { fuelTypeId name category } } }\n"): typeof import('./graphql').MasterFuelTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterVehicleOptions($filter: VehiclesFilter) {\n    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate imei } }\n  }\n"): typeof import('./graphql').MasterVehicleOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterVehicleTypeFields on VehicleType {\n    vehicleTypeId isActive manufacturer model type category transmissionType fuelTypeId fuelType { fuelTypeId name } tonnage volume fuelEfficiency hasRelation formattedVehicleType\n  }\n"): typeof import('./graphql').MasterVehicleTypeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterVehicleTypes($filter: VehicleTypesFilter) {\n    vehicleTypes(filter: $filter) { ...EnvelopeFields data { ...MasterVehicleTypeFields } pagination { total page show } }\n  }\n"): typeof import('./graphql').MasterVehicleTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCreateVehicleType($input: CreateVehicleTypeInput!) {\n    createVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }\n  }\n"): typeof import('./graphql').MasterCreateVehicleTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateVehicleType($input: UpdateVehicleTypeInput!) {\n    updateVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }\n  }\n"): typeof import('./graphql').MasterUpdateVehicleTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterVehicleFields on Vehicle {\n    id licensePlate hullNo vehicleTypeId driver1Id driver2Id tonnage volume fuelCapacity odometer status year imei\n    skills phoneTracking updatedOn\n    vehicleType { vehicleTypeId formattedVehicleType }\n    driver1 { userId fullname }\n    driver2 { userId fullname }\n    device { id imei vendorType model lenientFraming phoneNo }\n    cameraDevice { id imei vendorType }\n    vehicle2Vgroup { id name }\n  }\n"): typeof import('./graphql').MasterVehicleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterVehicles($filter: VehiclesFilter) {\n    vehiclesPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { ...MasterVehicleFields }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').MasterVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCreateVehicle($input: CreateVehicleInput!) { createVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }\n"): typeof import('./graphql').MasterCreateVehicleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateVehicle($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }\n"): typeof import('./graphql').MasterUpdateVehicleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterDeleteVehicle($input: DeleteVehicleInput!) {\n    deleteVehicle(input: $input) { ...EnvelopeFields data { id licensePlate } }\n  }\n"): typeof import('./graphql').MasterDeleteVehicleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateVehicles($input: UpdateVehiclesInput!) { updateVehicles(input: $input) { ...EnvelopeFields count } }\n"): typeof import('./graphql').MasterUpdateVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterVehicleAuditLogs($filter: VehicleAuditLogsFilter!) {\n    vehicleAuditLogs(filter: $filter) {\n      ...EnvelopeFields\n      data { id time action detail actionType user { userId fullname } oldData newData }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').MasterVehicleAuditLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterVgroupFields on Vgroup { id name totalVehicle vehicleIds vehicles { id licensePlate } }\n"): typeof import('./graphql').MasterVgroupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterVgroups($filter: VgroupsFilter) {\n    vgroups(filter: $filter) { ...EnvelopeFields data { ...MasterVgroupFields } pagination { total page show } }\n  }\n"): typeof import('./graphql').MasterVgroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCreateVgroup($input: CreateVgroupInput!) {\n    createVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }\n  }\n"): typeof import('./graphql').MasterCreateVgroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterUpdateVgroup($input: UpdateVgroupInput!) {\n    updateVgroup(input: $input) { ...EnvelopeFields data { ...MasterVgroupFields } }\n  }\n"): typeof import('./graphql').MasterUpdateVgroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterDeleteVgroup($input: DeleteVgroupInput!) {\n    deleteVgroup(input: $input) { ...EnvelopeFields data { id name } }\n  }\n"): typeof import('./graphql').MasterDeleteVgroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadVideoHistoryFields on DownloadVideoHistory {\n    id vehicleId rawAlertId channel startTime endTime status fileSize contentType url failureReason createdOn updatedOn\n  }\n"): typeof import('./graphql').DownloadVideoHistoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {\n    findDownloadVideoHistories(filter: $filter) {\n      ...EnvelopeFields data { ...DownloadVideoHistoryFields } pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').MediaDownloadVideoHistoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaVehicleVideos($filter: VehicleVideosFilter!) {\n    vehicleVideos(filter: $filter) {\n      ...EnvelopeFields data { channel startTime endTime fileSize storageType url downloadVideoHistoryId }\n    }\n  }\n"): typeof import('./graphql').MediaVehicleVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MediaRequestVideoFileListUpdate($input: VideoFileListUpdateInput!) {\n    requestVideoFileListUpdate(input: $input) { ...EnvelopeFields data }\n  }\n"): typeof import('./graphql').MediaRequestVideoFileListUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MediaSetUploadMedia($input: SetUploadMediaInput!) {\n    setUploadMedia(input: $input) { ...EnvelopeFields data { ...DownloadVideoHistoryFields } }\n  }\n"): typeof import('./graphql').MediaSetUploadMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaVehicleStatus($filter: VehicleStatusesFilter) {\n    vehicleStatuses(filter: $filter) { ...EnvelopeFields data { vehicleId lastReceive imei } }\n  }\n"): typeof import('./graphql').MediaVehicleStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaDashcamVehicles {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      ...EnvelopeFields data {\n        id licensePlate driver1 { fullname } device { imei vendorType } cameraDevice { imei vendorType }\n      }\n    }\n  }\n"): typeof import('./graphql').MediaDashcamVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCompanyTickets($filter: CompanyTicketsFilterInput) {\n    consoleCompanyTickets(filter: $filter) {\n      ...EnvelopeFields\n      data { ...CompanyTicketRowFields }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').ConsoleCompanyTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCompanyTicket($input: CompanyTicketIdInput!) {\n    consoleCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n"): typeof import('./graphql').ConsoleCompanyTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReplyCompanyTicket($input: ConsoleReplyCompanyTicketInput!) {\n    consoleReplyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }\n  }\n"): typeof import('./graphql').ConsoleReplyCompanyTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on Profile {\n    name email phoneNo language reminderMinutes lastReminder reminderDue\n  }\n"): typeof import('./graphql').ProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile { ...EnvelopeFields data { ...ProfileFields } }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').ChangeMyPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEmail($input: AddEmailInput!) {\n    addEmail(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').AddEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddNumber($input: AddNumberInput!) {\n    addNumber(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').AddNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyNumber($input: VerifyNumberInput!) {\n    verifyNumber(input: $input) { ...EnvelopeFields data { ...ProfileFields } }\n  }\n"): typeof import('./graphql').VerifyNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactReminderShown {\n    markContactReminderShown { ...EnvelopeFields data { ...ProfileFields } }\n  }\n"): typeof import('./graphql').MarkContactReminderShownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on UserSession {\n    id\n    browser\n    os\n    deviceType\n    ip\n    createdOn\n    lastSeenOn\n    isCurrent\n  }\n"): typeof import('./graphql').SessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      ...EnvelopeFields\n      data { ...SessionFields }\n    }\n  }\n"): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMySession($input: EndMySessionInput!) {\n    endMySession(input: $input) {\n      ...EnvelopeFields\n      data\n    }\n  }\n"): typeof import('./graphql').EndMySessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMyOtherSessions {\n    endMyOtherSessions {\n      ...EnvelopeFields\n      data\n    }\n  }\n"): typeof import('./graphql').EndMyOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey { ...EnvelopeFields data }\n  }\n"): typeof import('./graphql').PushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').RegisterPushTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnregisterPushToken($input: PushTokenInput!) {\n    unregisterPushToken(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').UnregisterPushTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralProgram {\n    referralProgram {\n      ...EnvelopeFields\n      data {\n        code\n        link\n        referrals { referralId companyName contactName phoneNo status createdOn statusUpdatedOn }\n      }\n    }\n  }\n"): typeof import('./graphql').ReferralProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferCompany($input: ReferCompanyInput!) {\n    referCompany(input: $input) { ...EnvelopeFields data { referralId } }\n  }\n"): typeof import('./graphql').ReferCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderSettings {\n    reminderSettings {\n      ...EnvelopeFields\n      data {\n        leadDays byWhatsApp byEmail byPush recipientsChosen\n        recipients { userId name byWhatsApp byEmail byPush warnings }\n      }\n    }\n  }\n"): typeof import('./graphql').ReminderSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      ...EnvelopeFields\n      data {\n        leadDays byWhatsApp byEmail byPush recipientsChosen\n        recipients { userId name byWhatsApp byEmail byPush warnings }\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateReminderSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReminderRecipientOptions {\n    reminderRecipientOptions { ...EnvelopeFields data { userId name email phoneNo hasPush } }\n  }\n"): typeof import('./graphql').ReminderRecipientOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentReminders($filter: SentRemindersFilterInput) {\n    sentReminders(filter: $filter) {\n      ...EnvelopeFields\n      data { id subject threshold message vehicleId licensePlate createdOn }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').SentRemindersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripReport($filter: ReportFilter!) {\n    tripReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate driverName startTime endTime startAddress endAddress distanceKm durationSeconds\n        maxSpeed avgSpeed\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').TripReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StopReport($filter: ReportFilter!) {\n    stopReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        vehicleId licensePlate driverName startTime endTime durationSeconds idleSeconds parkedSeconds kind address\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').StopReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeofenceVisitReport($filter: ReportFilter!) {\n    geofenceVisitReport(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate geofenceId fenceName enterTime exitTime dwellSeconds }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').GeofenceVisitReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertSummaryReport($filter: ReportFilter!) {\n    alertSummaryReport(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        summary { total falseAlerts falseAlertRate }\n        byCode { key label total falseAlerts falseAlertRate }\n        byVehicle { key label total falseAlerts falseAlertRate }\n        byDriver { key label total falseAlerts falseAlertRate }\n      }\n    }\n  }\n"): typeof import('./graphql').AlertSummaryReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UtilisationReport($filter: ReportFilter!) {\n    utilisationReport(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleId licensePlate day drivingSeconds idleSeconds parkedSeconds offlineSeconds }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').UtilisationReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverScoreReport($filter: ReportFilter!) {\n    driverScoreReport(filter: $filter) {\n      ...EnvelopeFields\n      data { driverId fullname score finalGrade totalAlert distanceKm drivingSeconds }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').DriverScoreReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportScopeOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) { isSuccessful data { id licensePlate } }\n  }\n"): typeof import('./graphql').ReportScopeOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportGroupOptions {\n    vgroups(filter: { pagination: { page: 1, show: 999 } }) { isSuccessful data { id name } }\n  }\n"): typeof import('./graphql').ReportGroupOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionSettings { retentionSettings { ...EnvelopeFields data { positions rawAlerts media audit } } }\n"): typeof import('./graphql').RetentionSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) { ...EnvelopeFields data { positions rawAlerts media audit } }\n  }\n"): typeof import('./graphql').UpdateRetentionSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteHistory($filter: RouteHistoryFilter!) {\n    routeHistory(filter: $filter) {\n      isSuccessful\n      message\n      data {\n        vehicleId\n        licensePlate\n        truncated\n        fromArchive\n        points { fixTime latitude longitude speed course ignition }\n        filteredPoints { fixTime latitude longitude speed reason }\n        stops { startTime endTime durationSeconds latitude longitude engineOn }\n        summary { distanceKm drivingSeconds stopCount stoppedSeconds maxSpeed avgSpeed }\n      }\n    }\n  }\n"): typeof import('./graphql').RouteHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteVehicleOptions {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data { id licensePlate hullNo imei driver1 { fullname } }\n    }\n  }\n"): typeof import('./graphql').RouteVehicleOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoutePlanStopFields on RoutePlanStop {\n    stopId deliveryOrderId deliveryOrderCode customerName address lat lng weightKg volumeM3 window { start end }\n    position arrival departure late unassignedReason requiredSkills missingSkills priority\n  }\n"): typeof import('./graphql').RoutePlanStopFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoutePlanFields on RoutePlan {\n    routePlanId code status day depot { address lat lng } shiftStart shiftEnd detourFactor speedKmh serviceMinutes\n    travelSource travelFallback travelSamples traffic timeLimitSeconds solveMs distanceKm createdOn acceptedOn\n    breakRule { afterMinutes minutes }\n    balanceRoutes\n    routes {\n      routeId sequence vehicleId licensePlate driverId capacityKg capacityM3 skills distanceKm loadKg loadM3 returnAt\n      violations breaks { start end } fleetTaskId fleetTaskCode stops { ...RoutePlanStopFields }\n    }\n    unassigned { ...RoutePlanStopFields }\n  }\n"): typeof import('./graphql').RoutePlanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutePlans($filter: RoutePlansFilter) {\n    routePlans(filter: $filter) {\n      ...EnvelopeFields\n      list {\n        routePlanId code status day depotAddress shiftStart shiftEnd vehicleCount routedCount unassignedCount\n        createdOn\n      }\n      pagination { total }\n      statusCounts { status count }\n    }\n  }\n"): typeof import('./graphql').RoutePlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutePlan($routePlanId: Int!) {\n    routePlan(routePlanId: $routePlanId) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n"): typeof import('./graphql').RoutePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutePlanVehicles {\n    vehicles { ...EnvelopeFields data { id licensePlate tonnage volume } }\n  }\n"): typeof import('./graphql').RoutePlanVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutePlanDrivers {\n    drivers(filter: { isActive: true, pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname } }\n  }\n"): typeof import('./graphql').RoutePlanDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoutePlan($input: CreateRoutePlanInput!) {\n    createRoutePlan(input: $input) { ...EnvelopeFields data { routePlanId } }\n  }\n"): typeof import('./graphql').CreateRoutePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveRoutePlanStop($input: MoveRoutePlanStopInput!) {\n    moveRoutePlanStop(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n"): typeof import('./graphql').MoveRoutePlanStopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRoutePlan($input: RoutePlanIdInput!) {\n    acceptRoutePlan(input: $input) { ...EnvelopeFields data { ...RoutePlanFields } }\n  }\n"): typeof import('./graphql').AcceptRoutePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledReports {\n    scheduledReports {\n      ...EnvelopeFields\n      data {\n        id name reportKind frequency weekday monthDay hour vehicleId vgroupId formats language userIds emails phones\n        paused nextRunAt lastRunStatus lastRunOn\n      }\n    }\n  }\n"): typeof import('./graphql').ScheduledReportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledReportPeople {\n    scheduledReportPeople {\n      ...EnvelopeFields\n      data { id name hasEmail hasPhone }\n    }\n  }\n"): typeof import('./graphql').ScheduledReportPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledReportRuns($filter: ScheduledReportRunsFilter!) {\n    scheduledReportRuns(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id trigger periodStart periodEnd status error rowCount size files createdOn finishedOn\n        recipients { channel address name }\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').ScheduledReportRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScheduledReport($input: ScheduledReportInput!) {\n    createScheduledReport(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n"): typeof import('./graphql').CreateScheduledReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScheduledReport($input: UpdateScheduledReportInput!) {\n    updateScheduledReport(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n"): typeof import('./graphql').UpdateScheduledReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetScheduledReportPaused($input: SetScheduledReportPausedInput!) {\n    setScheduledReportPaused(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n"): typeof import('./graphql').SetScheduledReportPausedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScheduledReport($input: ScheduledReportIdInput!) {\n    deleteScheduledReport(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').DeleteScheduledReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendScheduledReportNow($input: ScheduledReportIdInput!) {\n    sendScheduledReportNow(input: $input) {\n      ...EnvelopeFields\n      data { id }\n    }\n  }\n"): typeof import('./graphql').SendScheduledReportNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySettingsFields on Company {\n    id name idleTimeout parkTimeout offlineTimeout fuelGainAlert fuelLossAlert\n    arrivalSoonMinutes arrivalSoonMeters arrivalRadiusMeters stopArrivalRadiusMeters stopDwellSeconds\n    fleetLateToleranceMinutes fleetLongStopMinutes fleetOffRouteMeters maxActiveCalls timeZone dsBase dsIntervalType dsInitialInterval dsInitialBonus\n    dsInterval dsBonus dsCostBrake dsCostAccel dsCostOverspeed dsCostSharpturn dsMinScoreA dsMinScoreB dsMinScoreC\n    dsMinScoreD bankAccounts { bankAccountId bankName accountName accountNo isDefault }\n    trackFilters {\n      invalidEnabled zeroEnabled futureEnabled futureMinutes pastEnabled pastHours accuracyEnabled accuracyMaxMeters\n      accuracyMaxHdop duplicateEnabled jumpEnabled jumpMaxKmh driftEnabled minPeriodEnabled minPeriodSeconds\n      minDistanceEnabled minDistanceMeters\n    }\n  }\n"): typeof import('./graphql').CompanySettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanySettings { company { ...EnvelopeFields data { ...CompanySettingsFields } } }\n"): typeof import('./graphql').CompanySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanySettings($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) { ...EnvelopeFields data { ...CompanySettingsFields } }\n  }\n"): typeof import('./graphql').UpdateCompanySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBankAccount($input: DeleteBankAccountInput!) {\n    deleteBankAccount(input: $input) { ...EnvelopeFields data { bankAccountId } }\n  }\n"): typeof import('./graphql').DeleteBankAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyCategories($filter: CompanyCategoriesFilter) {\n    companyCategories(filter: $filter) { ...EnvelopeFields data { id text hasRelation } }\n  }\n"): typeof import('./graphql').CompanyCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyCategory($input: CreateCompanyCategoryInput!) {\n    createCompanyCategory(input: $input) { ...EnvelopeFields data { id text hasRelation } }\n  }\n"): typeof import('./graphql').CreateCompanyCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoSettings {\n    ssoSettings {\n      ...EnvelopeFields\n      data {\n        isConfigured issuerUrl clientId hasClientSecret allowedDomains defaultRoleId isEnabled ssoOnly redirectUri updatedOn\n        roles { id name }\n      }\n    }\n  }\n"): typeof import('./graphql').SsoSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSsoSettings($input: UpdateSsoSettingsInput!) {\n    updateSsoSettings(input: $input) {\n      ...EnvelopeFields\n      data { isConfigured hasClientSecret }\n    }\n  }\n"): typeof import('./graphql').UpdateSsoSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyMapArea {\n    companyMapArea {\n      ...EnvelopeFields\n      data { west south east north }\n    }\n  }\n"): typeof import('./graphql').CompanyMapAreaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemporaryLiveViewVehicles($filter: VehiclesFilter) {\n    vehicles(filter: $filter) {\n      ...EnvelopeFields\n      data { id licensePlate vehicleTypeId vehicleType { manufacturer model type category } }\n    }\n  }\n"): typeof import('./graphql').TemporaryLiveViewVehiclesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemporaryLiveViewVehicleTypes($filter: VehicleTypesFilter) {\n    vehicleTypes(filter: $filter) {\n      ...EnvelopeFields\n      data { vehicleTypeId manufacturer model type category }\n    }\n  }\n"): typeof import('./graphql').TemporaryLiveViewVehicleTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Geofences($filter: GeofencesFilter) {\n    Geofences(filter: $filter) {\n      ...EnvelopeFields\n      list { geofenceId fenceName address type circData { lat lng radius } polyData }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').GeofencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemporaryLiveViewListFields on TemporaryLiveView {\n    temporaryLvId name note duration createdOn expiresOn status accessToken shortKey vehicleCount contactCount\n    openCount lastOpenedOn\n  }\n"): typeof import('./graphql').TemporaryLiveViewListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemporaryLiveViewContactFields on TemporaryLiveViewContact {\n    contactId label phoneNumber createdOn createdBy link openCount lastOpenedOn\n    location { name fullName lat lng type id { masterDataValue googleValue } address { lat lng } }\n    lastMessage { messageId status lastError updatedOn kind }\n  }\n"): typeof import('./graphql').TemporaryLiveViewContactFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemporaryLiveViewsPaginated($filter: TemporaryLiveViewsFilter) {\n    TemporaryLiveViewsPaginated(filter: $filter) {\n      ...EnvelopeFields\n      data { ...TemporaryLiveViewListFields }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').TemporaryLiveViewsPaginatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query temporaryLiveView($filter: TemporaryLiveViewFilter!) {\n    temporaryLiveView(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        ...TemporaryLiveViewListFields pickedColumns alertCodes popupDuration\n        vehicleIds { temporaryLvId vehicleId }\n        vehicles { id licensePlate vehicleType { manufacturer model type category } }\n        contacts { ...TemporaryLiveViewContactFields }\n      }\n    }\n  }\n"): typeof import('./graphql').TemporaryLiveViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createTemporaryLiveView($input: TemporaryLiveViewDataInput!) {\n    createTemporaryLiveView(input: $input) {\n      ...EnvelopeFields\n      temporaryLiveView { temporaryLvId accessToken shortKey }\n    }\n  }\n"): typeof import('./graphql').CreateTemporaryLiveViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateTemporaryLiveView($input: UpdateTemporaryLiveViewInput!) {\n    updateTemporaryLiveView(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').UpdateTemporaryLiveViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTemporaryLiveView($input: DeleteTemporaryLiveViewInput!) {\n    DeleteTemporaryLiveView(input: $input) { ...EnvelopeFields }\n  }\n"): typeof import('./graphql').DeleteTemporaryLiveViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackVisionRecordedVideos($filter: RecordedVideosFilter!) {\n    recordedVideos(filter: $filter) {\n      ...EnvelopeFields data { channel startTime endTime fileSize alarmFlagsHigh alarmFlagsLow }\n    }\n  }\n"): typeof import('./graphql').TrackVisionRecordedVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoViews($filter: VideoViewsFilter!) {\n    videoViews(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id userId userName vehicleId licensePlate channel mode recordedStart recordedEnd startedAt endedAt\n        secondsWatched\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').VideoViewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoUsage {\n    videoUsage {\n      ...EnvelopeFields\n      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }\n    }\n  }\n"): typeof import('./graphql').VideoUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVideoSettings($input: UpdateVideoSettingsInput!) {\n    updateVideoSettings(input: $input) {\n      ...EnvelopeFields\n      data { monthStart monthEnd secondsUsed minutesUsed monthlyVideoMinutes maxLiveStreams runningViews }\n    }\n  }\n"): typeof import('./graphql').UpdateVideoSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyUsers($filter: CompanyUsersFilter) {\n    companyUsers(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id name username email phoneNo roleId roleName isAdmin isActive isDriver twoFactorEnabled lastSignInOn\n        activeSessions createdOn\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').CompanyUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyRoles {\n    companyRoles {\n      ...EnvelopeFields\n      data { id name isAdmin }\n    }\n  }\n"): typeof import('./graphql').CompanyRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSessions($input: UserIdInput!) {\n    userSessions(input: $input) {\n      ...EnvelopeFields\n      data { ...SessionFields }\n    }\n  }\n"): typeof import('./graphql').UserSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ...EnvelopeFields\n      data { userId setPasswordUrl expiresOn }\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserActive($input: SetUserActiveInput!) {\n    setUserActive(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').SetUserActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPassword($input: UserIdInput!) {\n    resetUserPassword(input: $input) {\n      ...EnvelopeFields\n      data { userId setPasswordUrl expiresOn }\n    }\n  }\n"): typeof import('./graphql').ResetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserTwoFactor($input: UserIdInput!) {\n    resetUserTwoFactor(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').ResetUserTwoFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndUserSessions($input: EndUserSessionInput!) {\n    endUserSessions(input: $input) {\n      ...EnvelopeFields\n      data\n    }\n  }\n"): typeof import('./graphql').EndUserSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      ...EnvelopeFields\n      data { id name url events secretPrefix isEnabled disabledReason consecutiveFailures createdOn }\n    }\n  }\n"): typeof import('./graphql').WebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($filter: WebhookDeliveriesFilterInput!) {\n    webhookDeliveries(filter: $filter) {\n      ...EnvelopeFields\n      data { id eventId eventType status attempts responseStatus durationMs error responseExcerpt createdOn updatedOn nextAttemptOn }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').WebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      ...EnvelopeFields\n      data { id secret secretPrefix }\n    }\n  }\n"): typeof import('./graphql').CreateWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEnabled($input: SetWebhookEnabledInput!) {\n    setWebhookEnabled(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').SetWebhookEnabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($input: WebhookIdInput!) {\n    deleteWebhook(input: $input) {\n      ...EnvelopeFields\n    }\n  }\n"): typeof import('./graphql').DeleteWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWebhookTest($input: WebhookIdInput!) {\n    sendWebhookTest(input: $input) {\n      ...EnvelopeFields\n      data { eventId }\n    }\n  }\n"): typeof import('./graphql').SendWebhookTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsAppConversations($filter: WhatsappConversationsFilterInput) {\n    whatsappConversations(filter: $filter) {\n      ...EnvelopeFields\n      data {\n        id phone contactLabel linkName deliveryOrderCode unreadCount needsOperator lastMessageOn windowOpen\n        confirmedByConsigneeOn\n      }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').WhatsAppConversationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsAppConversation($input: WhatsappConversationIdInput!) {\n    whatsappConversation(input: $input) {\n      ...EnvelopeFields\n      data {\n        id phone contactLabel linkName temporaryLvId deliveryOrderId deliveryOrderCode unreadCount needsOperator\n        lastInboundOn windowOpen confirmedByConsigneeOn\n        messages { id direction body intent rule answeredBy status createdOn }\n      }\n    }\n  }\n"): typeof import('./graphql').WhatsAppConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsAppInboxCounts {\n    whatsappInboxCounts { ...EnvelopeFields data { unread waiting } }\n  }\n"): typeof import('./graphql').WhatsAppInboxCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WhatsAppReply($input: ReplyWhatsappConversationInput!) {\n    replyWhatsappConversation(input: $input) { ...EnvelopeFields data { id } }\n  }\n"): typeof import('./graphql').WhatsAppReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WhatsAppMarkRead($input: WhatsappConversationIdInput!) {\n    markWhatsappConversationRead(input: $input) { ...EnvelopeFields data { conversationId } }\n  }\n"): typeof import('./graphql').WhatsAppMarkReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailOutbox($filter: EmailMessagesFilter) {\n    emailMessages(filter: $filter) {\n      ...EnvelopeFields\n      data { id recipientEmail subject body status attempts lastError createdOn sentOn }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').EmailOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {\n    whatsappMessages(filter: $filter) {\n      ...EnvelopeFields\n      data { id kind recipientPhone body status attempts lastError createdOn sentOn }\n      pagination { total page show }\n    }\n  }\n"): typeof import('./graphql').WhatsAppOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnvelopeFields on Envelope {\n    isSuccessful\n    message\n    errorName\n    status\n  }\n"): typeof import('./graphql').EnvelopeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewModules {\n    newModules { ...EnvelopeFields data { path newUntil } }\n  }\n"): typeof import('./graphql').NewModulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveFleet {\n    vehicles(filter: { orderBy: { field: \"licensePlate\", direction: \"asc\" } }) {\n      isSuccessful\n      message\n      data {\n        id\n        licensePlate\n        hullNo\n        imei\n        device { vendorType }\n        driver1 { fullname }\n        vehicleType { manufacturer model type }\n        vehicleStatus {\n          latitude longitude motionStatus lastPacket fixTime speed course ignition temperature fuel address\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LiveFleetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Identity {\n    identity {\n      isSuccessful\n      message\n      errorCode\n      errorName\n      status\n      data {\n        userId\n        name\n        email\n        phoneNo\n        companyId\n        companyName\n        timeZone\n        isDriver\n        isPlatformAdmin\n        legacyAppUrl\n        accessRight\n        featureFlags {\n          key\n          enabled\n        }\n        language\n        motionTimeouts {\n          idleMinutes\n          parkMinutes\n          offlineMinutes\n        }\n        setupNotifCompleted\n      }\n    }\n  }\n"): typeof import('./graphql').IdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyLanguage($input: UpdateMyLanguageInput!) {\n    updateMyLanguage(input: $input) {\n      isSuccessful\n      message\n    }\n  }\n"): typeof import('./graphql').UpdateMyLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTicketNotices {\n    companyTicketNotices {\n      ...EnvelopeFields\n      data { ticketId code companyName subject status lastActivityOn forPlatform }\n    }\n  }\n"): typeof import('./graphql').CompanyTicketNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhatsappInboxNotices {\n    whatsappInboxNotices {\n      ...EnvelopeFields\n      data { conversationId contactLabel linkName deliveryOrderCode lastMessage waitingSince }\n    }\n  }\n"): typeof import('./graphql').WhatsappInboxNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WhatsAppResend($input: ResendWhatsAppMessageInput!) {\n    resendWhatsAppMessage(input: $input) { ...EnvelopeFields data { id status } }\n  }\n"): typeof import('./graphql').WhatsAppResendDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
