import type { Language } from "./language.js";
import type { LocalizedText } from "./localizedText.js";
import { SHELL_ERROR_MESSAGES } from "./shellErrorMessages.js";

/**
 * User-facing texts keyed by `errorName` (the `errorName` of a `ResultEnvelope`), plus success
 * texts. Placeholders look like `{seconds}` and are filled by `messageFor`.
 */
export const ERROR_MESSAGES = {
  ...SHELL_ERROR_MESSAGES,
  Unauthenticated: {
    id: "Sesi Anda telah berakhir, silakan masuk kembali.",
    en: "Your session has ended, please sign in again.",
  },
  Forbidden: {
    id: "Anda tidak memiliki akses untuk tindakan ini.",
    en: "You do not have access to perform this action.",
  },
  /** Deliberately the same for an unknown user and a wrong password. */
  InvalidCredentials: {
    id: "Nama pengguna atau kata sandi salah.",
    en: "Incorrect username or password.",
  },
  TooManyAttempts: {
    id: "Terlalu banyak percobaan masuk. Coba lagi dalam {seconds} detik.",
    en: "Too many sign-in attempts. Try again in {seconds} seconds.",
  },
  ValidationError: {
    id: "Terdapat kesalahan format pada input anda",
    en: "There are format errors in your input",
  },
  NotFound: { id: "Data tidak ditemukan.", en: "Data not found." },
  DeviceUnreachable: {
    id: "Perangkat tidak dapat dihubungi. Pastikan kamera menyala dan terhubung.",
    en: "The device cannot be reached. Make sure the camera is on and connected.",
  },
  DeviceNotAnswering: {
    id: "Perangkat tidak menjawab permintaan. Coba lagi nanti.",
    en: "The device did not answer the request. Try again later.",
  },
  CallsAtMaximum: {
    id: "Jumlah panggilan aktif sudah mencapai batas ({maximum}). Akhiri panggilan lain terlebih dahulu.",
    en: "Active calls have reached the maximum ({maximum}). End another call first.",
  },
  LiveStreamsAtMaximum: {
    id: "Jumlah siaran video langsung perusahaan Anda sudah mencapai batas ({maximum}). Tutup siaran lain terlebih dahulu.",
    en: "Your company's live video streams have reached the maximum ({maximum}). Close another stream first.",
  },
  VideoQuotaExhausted: {
    id: "Kuota menit video perusahaan Anda bulan ini sudah habis ({quota} menit). Hubungi admin untuk menambah kuota.",
    en: "Your company's video minutes for this month are used up (quota: {quota} min). Ask an admin to raise the quota.",
  },
  NoCamera: {
    id: "Kendaraan ini tidak memiliki kamera (dashcam) yang dapat menyiarkan video.",
    en: "This vehicle has no camera (dashcam) that can stream video.",
  },
  VehicleInCall: {
    id: "Kendaraan ini sedang dalam panggilan.",
    en: "This vehicle is already in a call.",
  },
  CallNotSupported: {
    id: "Perangkat kendaraan ini tidak mendukung panggilan suara.",
    en: "This vehicle's device does not support voice calls.",
  },
  CallCodecNotSupported: {
    id: "Kamera kendaraan ini mengirim suara dalam format yang tidak didukung Armada ({codec}).",
    en: "This vehicle's camera sends audio in a format Armada does not support ({codec}).",
  },
  UploadTypeNotAllowed: {
    id: "Jenis berkas tidak didukung. Gunakan gambar PNG, JPG, WebP, GIF atau video MP4, WebM.",
    en: "File type not supported. Use a PNG, JPG, WebP or GIF image or an MP4 or WebM video.",
  },
  ReportTooLarge: {
    id: "Laporan terlalu besar: {vehicles} kendaraan × {days} hari melebihi batas {maximum} kendaraan-hari. Persempit rentang tanggal atau pilih satu grup kendaraan.",
    en: "Report too large: {vehicles} vehicles × {days} days exceeds the limit of {maximum} vehicle-days. Narrow the date range or choose a vehicle group.",
  },
  ExportTooLarge: {
    id: "Ekspor terlalu besar: lebih dari {maximum} baris. Persempit rentang tanggal atau filter.",
    en: "Export too large: more than {maximum} rows. Narrow the date range or the filter.",
  },
  ReportsBusy: {
    id: "Laporan lain perusahaan Anda sedang diproses. Coba lagi setelah laporan itu selesai.",
    en: "Other reports of your company are being processed. Try again once they are done.",
  },
  ArchiveBusy: {
    id: "Arsip riwayat rute sedang melayani permintaan lain. Coba lagi sebentar lagi.",
    en: "The route history archive is busy with other requests. Try again in a moment.",
  },
  ScheduledReportOwnerInactive: {
    id: "Orang yang terakhir menyimpan jadwal ini tidak aktif lagi. Simpan ulang jadwal agar berjalan atas nama Anda.",
    en: "The person who last saved this schedule is no longer active. Save the schedule again to run it as you.",
  },
  ScheduledReportInterrupted: {
    id: "Pengiriman terhenti berulang kali. Coba Kirim sekarang.",
    en: "Sending stopped several times. Try Send now.",
  },
  UploadTooLarge: {
    id: "Berkas terlalu besar (maksimal {megabytes} MB).",
    en: "File too large (at most {megabytes} MB).",
  },
  MapTileOutOfRange: {
    id: "Petak peta tidak valid: zoom 0–{maxZoom}, kolom dan baris 0 sampai 2^zoom − 1.",
    en: "Invalid map tile: zoom 0–{maxZoom}, column and row 0 to 2^zoom − 1.",
  },
  Conflict: {
    id: "Data telah berubah atau bentrok dengan data lain. Muat ulang lalu coba lagi.",
    en: "The data has changed or conflicts with other data. Reload and try again.",
  },
  Duplicate: { id: "Data sudah terdaftar.", en: "This data is already registered." },
  QueryTooComplex: {
    id: "Permintaan terlalu besar atau terlalu rumit. Persempit permintaan lalu coba lagi.",
    en: "The request is too large or too complex. Narrow it down and try again.",
  },
  IntrospectionDisabled: {
    id: "Introspeksi skema tidak tersedia di server ini.",
    en: "Schema introspection is not available on this server.",
  },
  CsrfRejected: {
    id: "Permintaan ditolak demi keamanan. Muat ulang halaman lalu coba lagi.",
    en: "The request was rejected for security reasons. Reload the page and try again.",
  },
  Offline: {
    id: "Koneksi internet terputus. Periksa jaringan Anda.",
    en: "The internet connection was lost. Check your network.",
  },
  NotificationLimitReached: {
    id: "Batas jumlah notifikasi yang terbuka telah tercapai.",
    en: "The limit of open notifications has been reached.",
  },
  PhoneNumberInvalid: { id: "No. Whatsapp tidak valid.", en: "Invalid WhatsApp number." },
  PhoneNumberAlreadyExists: {
    id: "No. Whatsapp sudah terdaftar di sistem.",
    en: "The WhatsApp number is already registered in the system.",
  },
  AlreadyReferred: {
    id: "Perusahaan dengan nomor ini sudah direferensikan.",
    en: "A company with this number has already been referred.",
  },
  LocationNotChosen: { id: "Lokasi belum dipilih!", en: "No location selected!" },
  NoData: { id: "Tidak ada data", en: "No data" },
  ApiKeyMissing: {
    id: "Kunci API tidak ada. Kirim header Authorization: Bearer <kunci>.",
    en: "No API key. Send the header Authorization: Bearer <key>.",
  },
  ApiKeyInvalid: { id: "Kunci API tidak dikenal.", en: "Unknown API key." },
  ApiKeyRevoked: { id: "Kunci API sudah dicabut.", en: "The API key has been revoked." },
  ApiKeyExpired: { id: "Kunci API sudah kedaluwarsa.", en: "The API key has expired." },
  ApiKeyAddressNotAllowed: {
    id: "Alamat IP ini tidak diizinkan untuk kunci API ini.",
    en: "This IP address is not allowed for this API key.",
  },
  ApiKeyNotAllowedHere: {
    id: "Operasi ini hanya untuk sesi login, bukan kunci API.",
    en: "This operation is for signed-in sessions only, not API keys.",
  },
  ApiKeyAccessKeyNotHeld: {
    id: "Anda tidak memiliki hak akses yang dipilih untuk kunci ini.",
    en: "You do not hold an access right chosen for this key.",
  },
  ApiKeyLimitReached: {
    id: "Batas jumlah kunci API perusahaan telah tercapai.",
    en: "The company's limit of API keys has been reached.",
  },
  WebhookUrlNotAllowed: {
    id: "URL webhook harus HTTPS ke alamat publik (bukan alamat lokal, privat, atau link-local).",
    en: "A webhook URL must be HTTPS to a public address (not a local, private or link-local one).",
  },
  WebhookLimitReached: {
    id: "Batas jumlah webhook perusahaan telah tercapai.",
    en: "The company's limit of webhooks has been reached.",
  },
  WebhookDisabled: {
    id: "Webhook ini nonaktif. Aktifkan dulu untuk mengirim uji.",
    en: "This webhook is disabled. Enable it first to send a test.",
  },
  SsoIssuerNotAllowed: {
    id: "URL penerbit (issuer) harus HTTPS ke alamat publik (bukan alamat lokal, privat, atau link-local).",
    en: "The issuer URL must be HTTPS to a public address (not a local, private or link-local one).",
  },
  SsoIssuerUnreachable: {
    id: "Konfigurasi OpenID penerbit tidak dapat dibaca. Periksa URL penerbit.",
    en: "The issuer's OpenID configuration could not be read. Check the issuer URL.",
  },
  SsoDomainTaken: {
    id: "Domain e-mail {domain} sudah dipakai SSO perusahaan lain.",
    en: "The e-mail domain {domain} is already used by another company's SSO.",
  },
  SsoClientSecretRequired: {
    id: "Isi client secret untuk mengaktifkan SSO.",
    en: "Enter the client secret to enable SSO.",
  },
  SsoOnly: {
    id: 'Perusahaan Anda masuk hanya dengan SSO. Pilih "Masuk dengan SSO".',
    en: 'Your company signs in with SSO only. Choose "Sign in with SSO".',
  },
  SsoNotConfigured: {
    id: "SSO belum diaktifkan untuk domain e-mail ini. Masuk dengan kata sandi atau hubungi admin perusahaan.",
    en: "SSO is not enabled for this e-mail domain. Sign in with your password or contact your company admin.",
  },
  TooManyRequests: {
    id: "Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.",
    en: "Too many requests. Wait a moment and try again.",
  },
  TooManyViewers: {
    id: "Terlalu banyak penonton untuk tautan ini, coba lagi nanti.",
    en: "Too many viewers for this link, try again later.",
  },
  OriginRejected: {
    id: "Koneksi dari situs ini tidak diizinkan.",
    en: "Connections from this site are not allowed.",
  },
  DsMinScoreOrder: {
    id: "Nilai minimum grade harus menurun: A > B > C > D.",
    en: "Grade minimum scores must decrease: A > B > C > D.",
  },
  UnknownCategorySource: {
    id: "Kategori tidak dapat dibuat untuk tabel atau kolom ini.",
    en: "Categories cannot be created for this table or column.",
  },
  DriverCardAlreadyExists: {
    id: "Nomor kartu ini sudah dipakai pengemudi lain.",
    en: "This card number is already used by another driver.",
  },
  DriverAssignmentOverlap: {
    id: "Periode ini bertumpang tindih dengan periode pengemudi lain pada kendaraan yang sama.",
    en: "This period overlaps another driver's period on the same vehicle.",
  },
  DriverAssignmentOpenEnd: {
    id: "Periode pengemudi saat ini hanya berakhir dengan mengganti pengemudi di data kendaraan.",
    en: "The current driver's period ends only by changing the driver on the vehicle.",
  },
  DriverAssignmentInFuture: {
    id: "Waktu mulai tidak boleh di masa depan.",
    en: "The start time cannot be in the future.",
  },
  LicensePlateAlreadyExists: {
    id: "Nomor polisi sudah terdaftar.",
    en: "This license plate is already registered.",
  },
  /** Deliberately says nothing about which company uses the IMEI. */
  ImeiAlreadyExists: {
    id: "IMEI sudah terdaftar di sistem.",
    en: "This IMEI is already registered in the system.",
  },
  TooManyImeiRefusals: {
    id: "Terlalu banyak IMEI yang sudah terdaftar dicoba. Coba lagi dalam satu jam atau hubungi dukungan.",
    en: "Too many IMEIs that are already registered were tried. Try again within an hour or contact support.",
  },
  VehicleTypeAlreadyExists: {
    id: "Tipe kendaraan dengan pabrikan, model dan tipe ini sudah ada.",
    en: "A vehicle type with this manufacturer, model and type already exists.",
  },
  VgroupAlreadyExists: {
    id: "Nama grup kendaraan sudah digunakan.",
    en: "This vehicle group name is already used.",
  },
  DeviceInUse: {
    id: "Perangkat masih terpasang pada kendaraan {licensePlate}. Lepaskan dari kendaraan terlebih dahulu.",
    en: "The device is still fitted to vehicle {licensePlate}. Remove it from the vehicle first.",
  },
  /** Moving a device onto a vehicle whose slot for it holds another device. */
  VehicleDeviceSlotTaken: {
    id: "Kendaraan {licensePlate} sudah memiliki perangkat di posisi ini. Pindahkan atau lepaskan perangkat itu terlebih dahulu.",
    en: "Vehicle {licensePlate} already has a device in this slot. Move or remove that device first.",
  },
  DeviceInactive: {
    id: "Perangkat nonaktif tidak dapat dipasang ke kendaraan. Aktifkan perangkat terlebih dahulu.",
    en: "An inactive device cannot be fitted to a vehicle. Activate the device first.",
  },
  GeofenceInUse: {
    id: "Geofence masih digunakan sebagai garasi kendaraan.",
    en: "The geofence is still used as a vehicle garage.",
  },
  /** A driver allowance with receipts asked to be canceled (issue 34): it is settled instead. */
  AllowanceHasExpenses: {
    id: "Uang jalan ini sudah memiliki nota. Selesaikan uang jalan, atau hapus notanya dulu.",
    en: "This allowance already has receipts. Settle it, or remove its receipts first.",
  },
  /** A receipt added to or removed from a settled or canceled allowance (issue 34). */
  EtollCardExists: {
    id: "Kartu e-toll dengan nomor ini sudah terdaftar.",
    en: "An e-toll card with this number is already registered.",
  },
  EtollAssignedFromTooEarly: {
    id: "Tanggal pindah kendaraan harus setelah kartu dipasang di kendaraan sebelumnya.",
    en: "The move date must be after the card went on its previous vehicle.",
  },
  StatementFileType: {
    id: "Berkas mutasi harus CSV atau XLSX (simpan berkas XLS lama sebagai XLSX).",
    en: "The statement must be a CSV or XLSX file (save an old XLS file as XLSX).",
  },
  StatementTooLarge: {
    id: "Berkas mutasi terlalu besar (maksimal {megabytes} MB).",
    en: "The statement file is too large (at most {megabytes} MB).",
  },
  StatementNoHeader: {
    id: "Kolom tanggal dan nominal tidak ditemukan di 20 baris pertama berkas.",
    en: "No date and amount columns were found in the file's first 20 rows.",
  },
  EtollSampleNoCards: {
    id: "Belum ada kartu e-toll yang terpasang di kendaraan: daftarkan kartu dulu untuk mengunduh contoh rekening koran.",
    en: "No e-toll card is on a vehicle yet: register a card first to download a sample statement.",
  },
  EtollSampleNotBookable: {
    id: "Ini contoh rekening koran: transaksinya hanya untuk dicoba dan tidak dapat dibukukan sebagai biaya.",
    en: "This is a sample statement: its transactions are only for trying the check and cannot be booked as costs.",
  },
  StatementEmpty: {
    id: "Berkas mutasi tidak berisi transaksi.",
    en: "The statement holds no transactions.",
  },
  StatementTooManyRows: {
    id: "Berkas mutasi berisi lebih dari {rows} baris; bagi menjadi beberapa berkas.",
    en: "The statement has more than {rows} rows; split it into several files.",
  },
  AllowanceClosed: {
    id: "Uang jalan ini sudah diselesaikan atau dibatalkan; notanya tidak dapat diubah.",
    en: "This allowance is settled or canceled; its receipts cannot change.",
  },
  /** A cost entry written by a settled allowance asked to change (issue 34): it follows its allowance. */
  CostEntryFromAllowance: {
    id: "Biaya ini berasal dari uang jalan yang sudah diselesaikan dan tidak dapat diubah di sini.",
    en: "This cost comes from a settled driver allowance and cannot be changed here.",
  },
  /** A delivery order or fleet task asked to move where its status machine does not go (issue 33). */
  StatusChangeNotAllowed: {
    id: "Status tidak dapat diubah dari {from} ke {to}.",
    en: "The status cannot change from {from} to {to}.",
  },
  DeliveryOrderNotInvoiceable: {
    id: "Delivery order {code} tidak dapat ditagih: belum terkirim, pelanggan lain, atau di luar periode.",
    en: "Delivery order {code} cannot be invoiced: not delivered, another customer, or outside the period.",
  },
  DeliveryOrderAlreadyInvoiced: {
    id: "Delivery order {code} sudah ada di faktur lain yang belum dibatalkan.",
    en: "Delivery order {code} is already on another invoice that is not cancelled.",
  },
  PodMissing: {
    id: "Delivery order {code} belum memiliki bukti pengiriman (POD). Isi alasan untuk tetap menagihnya.",
    en: "Delivery order {code} has no proof of delivery (POD). Give a reason to invoice it anyway.",
  },
  NoRateCard: {
    id: "Tidak ada rate card pelanggan ini yang cocok untuk delivery order {code}.",
    en: "None of this customer's rate cards fits delivery order {code}.",
  },
  FuelCalibrationNeedsCapacity: {
    id: "Isi kapasitas tangki BBM kendaraan {plate} di data kendaraan sebelum mengisi tabel kalibrasi.",
    en: "Set the fuel tank capacity of vehicle {plate} in the vehicle's data before its calibration table.",
  },
  FuelCapacityMissing: {
    id: "Kapasitas tangki BBM kendaraan {plate} belum diisi; isi di data kendaraan untuk melihat laporan BBM.",
    en: "Vehicle {plate} has no fuel tank capacity; set it in the vehicle's data to see its fuel report.",
  },
  DeliveryTemplatePaused: {
    id: "Jadwal pengiriman {name} sedang dijeda; lanjutkan dulu untuk membuat DO.",
    en: "Delivery schedule {name} is paused; resume it to make delivery orders.",
  },
  DeliveryOrderLocked: {
    id: "Delivery order {code} tidak dapat diubah atau dihapus pada statusnya sekarang.",
    en: "Delivery order {code} cannot be changed or deleted in its current status.",
  },
  SalesOrderLocked: {
    id: "Pesanan penjualan {code} tidak dapat diubah atau dihapus pada statusnya sekarang.",
    en: "Sales order {code} cannot be changed or deleted in its current status.",
  },
  SalesOrderHasDeliveryOrders: {
    id: "Pesanan penjualan {code} sudah punya DO yang berjalan; batalkan DO-nya dulu.",
    en: "Sales order {code} already has live delivery orders; cancel them first.",
  },
  SalesOrderNotConfirmed: {
    id: "Pesanan penjualan {code} harus berstatus Dikonfirmasi untuk membuat DO.",
    en: "Sales order {code} must be confirmed to make delivery orders.",
  },
  /** "Buat DO" asked for more of a line than is left of the sales order. */
  SalesOrderOverShipped: {
    id: "Baris {line} hanya tersisa {remaining}, tetapi diminta {requested}.",
    en: "Line {line} has only {remaining} left, but {requested} were asked for.",
  },
  SalesOrderEmptyShipment: {
    id: "Setiap DO harus membawa setidaknya satu barang.",
    en: "Every delivery order must carry at least one item.",
  },
  DeliveryRequestDecided: {
    id: "Permintaan pengiriman {code} sudah diputuskan.",
    en: "Delivery request {code} was already decided.",
  },
  DeliveryOrderNotSchedulable: {
    id: "Delivery order {code} harus berstatus Dikonfirmasi dan belum ada di fleet task lain.",
    en: "Delivery order {code} must be confirmed and not on another fleet task.",
  },
  FleetTaskLocked: {
    id: "Fleet task {code} tidak dapat diubah atau dihapus pada statusnya sekarang.",
    en: "Fleet task {code} cannot be changed or deleted in its current status.",
  },
  /** A driver's action on a stop or task that is not running (issue 33, the driver's app). */
  FleetTaskNotRunning: {
    id: "Fleet task {code} tidak sedang berjalan.",
    en: "Fleet task {code} is not running.",
  },
  /** The driver's phone reports positions of a vehicle that does not take them from the phone (issue 33). */
  PhoneTrackingOff: {
    id: "Kendaraan {plate} tidak mengambil posisi dari ponsel pengemudi.",
    en: "Vehicle {plate} does not take its position from the driver's phone.",
  },
  StopAlreadyDone: {
    id: "Perhentian ini sudah selesai.",
    en: "This stop is already done.",
  },
  StopNotDrop: {
    id: "Bukti pengiriman hanya untuk perhentian bongkar.",
    en: "A proof of delivery is only for a drop stop.",
  },
  PodIncomplete: {
    id: "Bukti pengiriman belum lengkap: {fields}.",
    en: "The proof of delivery is incomplete: {fields}.",
  },
  FleetTaskStopsOpen: {
    id: "Masih ada {count} perhentian yang belum selesai.",
    en: "{count} stops are not done yet.",
  },
  /** Route optimisation (issue 36): nothing to plan, or a plan already turned into fleet tasks. */
  RoutePlanNoOrders: {
    id: "Tidak ada delivery order berstatus Dikonfirmasi untuk direncanakan pada hari itu.",
    en: "There are no confirmed delivery orders to plan on that day.",
  },
  RoutePlanAccepted: {
    id: "Rencana rute ini sudah diterima menjadi fleet task dan tidak dapat diubah lagi.",
    en: "This route plan was already accepted into fleet tasks and can no longer change.",
  },
  RoutePlanBusy: {
    id: "Beberapa rencana rute lain sedang dihitung atau menunggu. Coba lagi dalam beberapa menit.",
    en: "Several other route plans are being solved or waiting. Try again in a few minutes.",
  },
  RoutePlanAcceptNeedsTaskKeys: {
    id: "Menerima rencana rute membuat fleet task; akun Anda tidak punya hak membuat fleet task. Minta admin menambahkannya.",
    en: "Accepting a route plan creates fleet tasks; your account may not create fleet tasks. Ask an admin to add it.",
  },
  RoutePlanStale: {
    id: "Kendaraan atau delivery order rencana rute ini sudah dihapus; buat rencana baru.",
    en: "A vehicle or delivery order of this route plan was deleted; create a new plan.",
  },
  /** The note of a fleet task a route plan created. */
  RoutePlanTaskNote: {
    id: "Dibuat dari rencana rute {plan}.",
    en: "Created from route plan {plan}.",
  },
  /** Appended to that note when the route plans the driver's breaks. */
  RoutePlanTaskBreakNote: {
    id: "Istirahat {minutes} mnt pukul {times}.",
    en: "Break of {minutes} min at {times}.",
  },
  ServiceOrderLocked: {
    id: "Perintah servis {code} tidak dapat diubah pada statusnya sekarang.",
    en: "Service order {code} cannot be changed in its current status.",
  },
  /** The company blocks assigning a vehicle or driver whose document has expired (docs: issue 34). */
  DocumentExpiredBlocksAssigning: {
    id: "{subject} tidak dapat ditugaskan: dokumen {document} sudah kedaluwarsa sejak {expiresOn}.",
    en: "{subject} cannot be assigned: document {document} expired on {expiresOn}.",
  },
  DocumentSubjectMismatch: {
    id: "SIM dicatat untuk pengemudi; dokumen lain untuk kendaraan.",
    en: "A SIM belongs to a driver; other documents belong to a vehicle.",
  },
  /** A referenced record (driver, vehicle type, garage, group…) is not one of the company's. */
  InvalidReference: {
    id: "{field} tidak ditemukan.",
    en: "{field} not found.",
  },
  /** A reminder recipient who is not an active user of the company. */
  ReminderRecipientUnknown: {
    id: "Penerima pengingat harus pengguna aktif perusahaan ini.",
    en: "A reminder recipient must be an active user of this company.",
  },
  ReminderRecipientNoPhone: {
    id: "{name} tidak punya nomor WhatsApp Indonesia yang valid.",
    en: "{name} has no valid Indonesian WhatsApp number.",
  },
  ReminderRecipientNoEmail: {
    id: "{name} tidak punya e-mail yang valid.",
    en: "{name} has no valid e-mail address.",
  },
  FleetMinimum: {
    id: "Pilih minimal 1 armada untuk pelacakan ini.",
    en: "Choose at least 1 vehicle for this tracking link.",
  },
  FleetInfoMinimum: {
    id: "Aktifkan minimal 1 informasi armada yang ditampilkan.",
    en: "Turn on at least 1 vehicle information field to show.",
  },
  DurationMinimum: { id: "Durasi minimal 1.", en: "The duration must be at least 1." },
  WhatsAppNotResendable: {
    id: "Hanya pesan yang gagal yang dapat dikirim ulang.",
    en: "Only failed messages can be resent.",
  },
  WhatsAppWindowClosed: {
    id: "Pesan terakhir penerima sudah lebih dari 24 jam lalu: WhatsApp hanya mengizinkan pesan template. Kirim sebagai template.",
    en: "The recipient's last message is more than 24 hours old: WhatsApp allows only a template message. Send it as a template.",
  },
  WhatsAppNoTemplate: {
    id: "Tidak ada template WhatsApp yang diatur untuk pesan di luar 24 jam.",
    en: "No WhatsApp template is configured for messages outside the 24 hours.",
  },
  WrongCurrentPassword: { id: "Kata sandi saat ini salah.", en: "The current password is incorrect." },
  TwoFactorCodeInvalid: {
    id: "Kode verifikasi dua langkah salah atau sudah dipakai.",
    en: "The two-step verification code is incorrect or already used.",
  },
  TwoFactorChallengeExpired: {
    id: "Waktu verifikasi dua langkah habis. Silakan masuk kembali.",
    en: "The two-step verification has timed out. Please sign in again.",
  },
  RoleNotFound: { id: "Peran tidak ditemukan.", en: "The role was not found." },
  CannotRemoveOwnAdmin: {
    id: "Anda tidak dapat menonaktifkan atau menurunkan hak admin akun Anda sendiri.",
    en: "You cannot deactivate your own account or take away your own admin rights.",
  },
  LastActiveAdmin: {
    id: "Perusahaan harus tetap memiliki setidaknya satu admin aktif.",
    en: "The company must keep at least one active admin.",
  },
  SetPasswordLinkInvalid: {
    id: "Tautan pembuatan kata sandi tidak berlaku atau sudah dipakai. Minta tautan baru kepada admin Anda.",
    en: "The set-password link is invalid or already used. Ask your admin for a new link.",
  },
  PasswordSet: {
    id: "Kata sandi tersimpan. Silakan masuk.",
    en: "Your password is saved. Please sign in.",
  },
  TwoFactorAlreadyOn: {
    id: "Verifikasi dua langkah sudah aktif.",
    en: "Two-step verification is already on.",
  },
  TwoFactorNotOn: {
    id: "Verifikasi dua langkah belum aktif.",
    en: "Two-step verification is not on.",
  },
  TwoFactorTurnedOn: {
    id: "Verifikasi dua langkah aktif. Simpan kode pemulihan Anda.",
    en: "Two-step verification is on. Keep your recovery codes.",
  },
  TwoFactorTurnedOff: {
    id: "Verifikasi dua langkah dinonaktifkan.",
    en: "Two-step verification is off.",
  },
  PasskeyInvalid: {
    id: "Passkey tidak dapat diverifikasi. Coba lagi atau gunakan kode.",
    en: "The passkey could not be verified. Try again or use a code.",
  },
  PasskeyChallengeExpired: {
    id: "Waktu pendaftaran passkey habis. Silakan mulai lagi.",
    en: "The passkey registration has timed out. Please start again.",
  },
  PasskeyAdded: { id: "Passkey ditambahkan.", en: "Passkey added." },
  PasskeyRemoved: { id: "Passkey dihapus.", en: "Passkey removed." },
  VerificationThrottled: {
    id: "Terlalu sering meminta verifikasi. Coba lagi dalam {seconds} detik.",
    en: "Too many verification requests. Try again in {seconds} seconds.",
  },
  VerificationCodeInvalid: {
    id: "Kode verifikasi salah. Sisa percobaan: {remaining}.",
    en: "Incorrect verification code. Attempts left: {remaining}.",
  },
  VerificationExpired: {
    id: "Kode atau tautan verifikasi tidak berlaku lagi. Minta yang baru.",
    en: "The verification code or link is no longer valid. Request a new one.",
  },
  EmailTaken: {
    id: "Email ini sudah dipakai pengguna lain.",
    en: "This e-mail is already used by another user.",
  },
  // Success texts
  PasswordChanged: {
    id: "Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.",
    en: "Password changed. Sessions on other devices have been ended.",
  },
  VerificationEmailSent: {
    id: "Tautan verifikasi telah dikirim. Buka email Anda dan klik tautannya.",
    en: "A verification link was sent. Open your e-mail and follow the link.",
  },
  VerificationCodeSent: {
    id: "Kode verifikasi telah dikirim lewat WhatsApp.",
    en: "A verification code was sent by WhatsApp.",
  },
  NumberVerified: { id: "Nomor berhasil diverifikasi.", en: "Number verified." },
  WhatsAppReplyQueued: { id: "Balasan dimasukkan ke antrean kirim.", en: "Reply queued to be sent." },
  WhatsAppRequeued: { id: "Pesan dimasukkan ke antrean kirim ulang.", en: "Message queued to be resent." },
  EngineCutWhileMoving: {
    id: "Mesin tidak dapat dimatikan saat kendaraan melaju {speed} km/jam. Tunggu kendaraan berhenti (di bawah {limit} km/jam).",
    en: "The engine cannot be cut while the vehicle moves at {speed} km/h. Wait until it stops (below {limit} km/h).",
  },
  NoCommandDevice: {
    id: "Perangkat kendaraan ini tidak dapat menerima perintah ini.",
    en: "This vehicle's device cannot take this command.",
  },
  CommandQueued: {
    id: "Perintah dikirim ke antrean; terkirim saat perangkat terhubung.",
    en: "Command queued; it is sent when the device connects.",
  },
  CommandSent: { id: "Perintah terkirim ke perangkat.", en: "Command sent to the device." },
  Success: { id: "Berhasil.", en: "Success." },
  /** setUploadMedia and the file-list request: the client compares the message with "Sent" in both languages */
  Sent: { id: "Sent", en: "Sent" },
  LoggedIn: { id: "Berhasil masuk.", en: "Signed in." },
  LoggedOut: { id: "Berhasil keluar.", en: "Signed out." },
  Saved: { id: "Data berhasil disimpan.", en: "Data saved successfully." },
  Deleted: { id: "Data berhasil dihapus.", en: "Data deleted successfully." },
  TemporaryLiveViewSaved: {
    id: "Data Pelacakan Sementara berhasil tersimpan",
    en: "Temporary tracking data saved successfully",
  },
  LinkCopied: { id: "Tautan berhasil disalin", en: "Link copied successfully" },
  AlertCodeNotInRule: {
    id: "Jenis notifikasi ini tidak dapat dipakai pada pengaturan notifikasi.",
    en: "This notification type cannot be used in a notification setting.",
  },
  AlertContactRequired: {
    id: "Isi No. Whatsapp atau email penerima.",
    en: "Fill in the recipient's WhatsApp number or e-mail.",
  },
  AlertActionDataInvalid: {
    id: "Nilai tindakan harus 'true' atau 'false'.",
    en: "The action value must be 'true' or 'false'.",
  },
  AlertSelectionRequired: { id: "Pilih minimal satu notifikasi.", en: "Select at least one alert." },
  AlertDateRangeRequired: {
    id: "Rentang tanggal wajib diisi untuk memilih semua notifikasi.",
    en: "A date range is required to select all alerts.",
  },
  FalseAlertSet: {
    id: "Notifikasi ditandai sebagai alarm palsu.",
    en: "The alert was marked as a false alarm.",
  },
  FalseAlertCancelled: { id: "Tanda alarm palsu dibatalkan.", en: "The false alarm mark was cancelled." },
  AlertChecked: { id: "Notifikasi ditandai sudah dicek.", en: "The alert was marked as checked." },
  AlertUnchecked: { id: "Notifikasi ditandai belum dicek.", en: "The alert was marked as not checked." },
} as const satisfies Record<string, LocalizedText>;

export type ErrorName = keyof typeof ERROR_MESSAGES;

export type MessageParams = Readonly<Record<string, string | number>>;

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === "string" && Object.hasOwn(ERROR_MESSAGES, value);
}

/** Replaces `{name}` placeholders with `params.name`; unknown placeholders stay as they are. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/**
 * The localized text for `errorName`, with placeholders filled from `params`.
 * An unknown name yields the `InternalError` text.
 */
export function messageFor(
  errorName: ErrorName | (string & {}),
  lang: Language,
  params?: MessageParams,
): string {
  const texts: LocalizedText = isErrorName(errorName)
    ? ERROR_MESSAGES[errorName]
    : ERROR_MESSAGES.InternalError;
  return interpolate(texts[lang], params);
}

/** Suffix of the standard "required" message (spec: "{field} {required}"). */
export const REQUIRED_SUFFIX: Readonly<LocalizedText> = { id: "wajib diisi", en: "is required" };

/** `"Nama wajib diisi"` / `"Name is required"`. */
export function requiredMessage(fieldLabel: string, lang: Language): string {
  return `${fieldLabel} ${REQUIRED_SUFFIX[lang]}`;
}
