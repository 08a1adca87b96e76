/** What a curated place is, so a picker can show it with its icon. */
export const LANDMARK_KINDS = [
  "landmark",
  "station",
  "port",
  "airport",
  "tollGate",
  "industrialEstate",
  "busTerminal",
] as const;
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];

export interface Landmark {
  /** stable: the place id is `lm:<id>` */
  id: number;
  name: string;
  kind: LandmarkKind;
  province: string;
  lat: number;
  lng: number;
}

const JKT = "DKI Jakarta";
const JABAR = "Jawa Barat";
const JATENG = "Jawa Tengah";
const JATIM = "Jawa Timur";
const BANTEN = "Banten";
const DIY = "DI Yogyakarta";

/**
 * Places every Indonesian operator types and GeoNames lacks (landmarks, stations, ports, airports, toll gates,
 * industrial estates, bus terminals), written by hand; positions are the place's centre or main gate, good to a few
 * hundred metres. Ids are never reused.
 */
export const INDONESIAN_LANDMARKS: readonly Landmark[] = [
  // landmarks
  { id: 1, name: "Monumen Nasional (Monas)", kind: "landmark", province: JKT, lat: -6.1754, lng: 106.8272 },
  { id: 2, name: "Bundaran HI", kind: "landmark", province: JKT, lat: -6.195, lng: 106.823 },
  { id: 3, name: "Masjid Istiqlal", kind: "landmark", province: JKT, lat: -6.1702, lng: 106.831 },
  { id: 4, name: "Gelora Bung Karno (GBK)", kind: "landmark", province: JKT, lat: -6.2183, lng: 106.802 },
  {
    id: 5,
    name: "Kota Tua (Museum Fatahillah)",
    kind: "landmark",
    province: JKT,
    lat: -6.1352,
    lng: 106.8133,
  },
  {
    id: 6,
    name: "Taman Mini Indonesia Indah (TMII)",
    kind: "landmark",
    province: JKT,
    lat: -6.3025,
    lng: 106.895,
  },
  { id: 7, name: "Taman Impian Jaya Ancol", kind: "landmark", province: JKT, lat: -6.125, lng: 106.84 },
  { id: 8, name: "Jembatan Semanggi", kind: "landmark", province: JKT, lat: -6.2205, lng: 106.8155 },
  { id: 9, name: "Gedung Sate", kind: "landmark", province: JABAR, lat: -6.9025, lng: 107.6188 },
  { id: 10, name: "Tugu Pahlawan", kind: "landmark", province: JATIM, lat: -7.2458, lng: 112.7378 },
  { id: 11, name: "Jembatan Suramadu", kind: "landmark", province: JATIM, lat: -7.185, lng: 112.779 },
  { id: 12, name: "Malioboro", kind: "landmark", province: DIY, lat: -7.7926, lng: 110.3658 },
  { id: 13, name: "Simpang Lima Semarang", kind: "landmark", province: JATENG, lat: -6.9905, lng: 110.4228 },
  { id: 14, name: "Candi Borobudur", kind: "landmark", province: JATENG, lat: -7.6079, lng: 110.2038 },
  // railway stations
  { id: 101, name: "Stasiun Gambir", kind: "station", province: JKT, lat: -6.1767, lng: 106.8306 },
  { id: 102, name: "Stasiun Jakarta Kota", kind: "station", province: JKT, lat: -6.1376, lng: 106.8145 },
  { id: 103, name: "Stasiun Pasar Senen", kind: "station", province: JKT, lat: -6.1745, lng: 106.8447 },
  { id: 104, name: "Stasiun Manggarai", kind: "station", province: JKT, lat: -6.21, lng: 106.8502 },
  { id: 105, name: "Stasiun Tanah Abang", kind: "station", province: JKT, lat: -6.1855, lng: 106.8107 },
  { id: 106, name: "Stasiun Jatinegara", kind: "station", province: JKT, lat: -6.215, lng: 106.8705 },
  { id: 107, name: "Stasiun Sudirman", kind: "station", province: JKT, lat: -6.2023, lng: 106.823 },
  { id: 108, name: "Stasiun Bekasi", kind: "station", province: JABAR, lat: -6.2364, lng: 106.9995 },
  { id: 109, name: "Stasiun Bogor", kind: "station", province: JABAR, lat: -6.5955, lng: 106.7905 },
  { id: 110, name: "Stasiun Bandung", kind: "station", province: JABAR, lat: -6.9143, lng: 107.6026 },
  { id: 111, name: "Stasiun Cirebon", kind: "station", province: JABAR, lat: -6.7055, lng: 108.5552 },
  {
    id: 112,
    name: "Stasiun Semarang Tawang",
    kind: "station",
    province: JATENG,
    lat: -6.9646,
    lng: 110.4277,
  },
  { id: 113, name: "Stasiun Yogyakarta (Tugu)", kind: "station", province: DIY, lat: -7.7893, lng: 110.3634 },
  { id: 114, name: "Stasiun Solo Balapan", kind: "station", province: JATENG, lat: -7.5568, lng: 110.8212 },
  { id: 115, name: "Stasiun Purwokerto", kind: "station", province: JATENG, lat: -7.4195, lng: 109.2222 },
  { id: 116, name: "Stasiun Surabaya Gubeng", kind: "station", province: JATIM, lat: -7.2654, lng: 112.7522 },
  {
    id: 117,
    name: "Stasiun Surabaya Pasar Turi",
    kind: "station",
    province: JATIM,
    lat: -7.247,
    lng: 112.7311,
  },
  { id: 118, name: "Stasiun Malang", kind: "station", province: JATIM, lat: -7.9773, lng: 112.637 },
  {
    id: 119,
    name: "Stasiun Halim (Kereta Cepat)",
    kind: "station",
    province: JKT,
    lat: -6.247,
    lng: 106.884,
  },
  // ports
  { id: 201, name: "Pelabuhan Tanjung Priok", kind: "port", province: JKT, lat: -6.1047, lng: 106.8833 },
  { id: 202, name: "Pelabuhan Sunda Kelapa", kind: "port", province: JKT, lat: -6.1236, lng: 106.809 },
  { id: 203, name: "Pelabuhan Merak", kind: "port", province: BANTEN, lat: -5.93, lng: 105.997 },
  { id: 204, name: "Pelabuhan Bakauheni", kind: "port", province: "Lampung", lat: -5.8695, lng: 105.753 },
  { id: 205, name: "Pelabuhan Panjang", kind: "port", province: "Lampung", lat: -5.47, lng: 105.32 },
  { id: 206, name: "Pelabuhan Tanjung Emas", kind: "port", province: JATENG, lat: -6.946, lng: 110.427 },
  { id: 207, name: "Pelabuhan Tanjung Perak", kind: "port", province: JATIM, lat: -7.198, lng: 112.732 },
  { id: 208, name: "Pelabuhan Patimban", kind: "port", province: JABAR, lat: -6.245, lng: 107.905 },
  { id: 209, name: "Pelabuhan Cirebon", kind: "port", province: JABAR, lat: -6.715, lng: 108.569 },
  { id: 210, name: "Pelabuhan Ketapang", kind: "port", province: JATIM, lat: -8.143, lng: 114.397 },
  { id: 211, name: "Pelabuhan Gilimanuk", kind: "port", province: "Bali", lat: -8.165, lng: 114.437 },
  { id: 212, name: "Pelabuhan Benoa", kind: "port", province: "Bali", lat: -8.745, lng: 115.21 },
  { id: 213, name: "Pelabuhan Belawan", kind: "port", province: "Sumatera Utara", lat: 3.785, lng: 98.69 },
  {
    id: 214,
    name: "Pelabuhan Makassar",
    kind: "port",
    province: "Sulawesi Selatan",
    lat: -5.133,
    lng: 119.407,
  },
  // airports
  { id: 301, name: "Bandara Soekarno-Hatta", kind: "airport", province: BANTEN, lat: -6.1256, lng: 106.6558 },
  {
    id: 302,
    name: "Bandara Halim Perdanakusuma",
    kind: "airport",
    province: JKT,
    lat: -6.2666,
    lng: 106.891,
  },
  { id: 303, name: "Bandara Kertajati", kind: "airport", province: JABAR, lat: -6.648, lng: 108.167 },
  {
    id: 304,
    name: "Bandara Husein Sastranegara",
    kind: "airport",
    province: JABAR,
    lat: -6.9006,
    lng: 107.5763,
  },
  { id: 305, name: "Bandara Ahmad Yani", kind: "airport", province: JATENG, lat: -6.9727, lng: 110.3742 },
  { id: 306, name: "Bandara Adi Soemarmo", kind: "airport", province: JATENG, lat: -7.5161, lng: 110.7569 },
  {
    id: 307,
    name: "Yogyakarta International Airport (YIA)",
    kind: "airport",
    province: DIY,
    lat: -7.9,
    lng: 110.057,
  },
  { id: 308, name: "Bandara Adisutjipto", kind: "airport", province: DIY, lat: -7.7882, lng: 110.4318 },
  { id: 309, name: "Bandara Juanda", kind: "airport", province: JATIM, lat: -7.3798, lng: 112.787 },
  {
    id: 310,
    name: "Bandara Abdul Rachman Saleh",
    kind: "airport",
    province: JATIM,
    lat: -7.9266,
    lng: 112.7145,
  },
  {
    id: 311,
    name: "Bandara I Gusti Ngurah Rai",
    kind: "airport",
    province: "Bali",
    lat: -8.7482,
    lng: 115.1672,
  },
  {
    id: 312,
    name: "Bandara Kualanamu",
    kind: "airport",
    province: "Sumatera Utara",
    lat: 3.6422,
    lng: 98.8853,
  },
  {
    id: 313,
    name: "Bandara Sultan Hasanuddin",
    kind: "airport",
    province: "Sulawesi Selatan",
    lat: -5.0617,
    lng: 119.554,
  },
  {
    id: 314,
    name: "Bandara Sepinggan Balikpapan",
    kind: "airport",
    province: "Kalimantan Timur",
    lat: -1.2683,
    lng: 116.8945,
  },
  {
    id: 315,
    name: "Bandara Sultan Mahmud Badaruddin II",
    kind: "airport",
    province: "Sumatera Selatan",
    lat: -2.8983,
    lng: 104.6999,
  },
  {
    id: 316,
    name: "Bandara Hang Nadim",
    kind: "airport",
    province: "Kepulauan Riau",
    lat: 1.121,
    lng: 104.119,
  },
  // toll gates
  { id: 401, name: "GT Cikampek Utama", kind: "tollGate", province: JABAR, lat: -6.433, lng: 107.453 },
  { id: 402, name: "GT Halim Utama", kind: "tollGate", province: JKT, lat: -6.2467, lng: 106.887 },
  { id: 403, name: "GT Cileunyi", kind: "tollGate", province: JABAR, lat: -6.9383, lng: 107.7487 },
  { id: 404, name: "GT Pasteur", kind: "tollGate", province: JABAR, lat: -6.894, lng: 107.578 },
  // industrial estates and dry ports
  {
    id: 501,
    name: "Kawasan Industri Jababeka",
    kind: "industrialEstate",
    province: JABAR,
    lat: -6.296,
    lng: 107.15,
  },
  {
    id: 502,
    name: "Kawasan Industri MM2100",
    kind: "industrialEstate",
    province: JABAR,
    lat: -6.295,
    lng: 107.09,
  },
  {
    id: 503,
    name: "Karawang International Industrial City (KIIC)",
    kind: "industrialEstate",
    province: JABAR,
    lat: -6.36,
    lng: 107.29,
  },
  {
    id: 504,
    name: "Kawasan Industri Pulogadung (JIEP)",
    kind: "industrialEstate",
    province: JKT,
    lat: -6.1915,
    lng: 106.911,
  },
  {
    id: 505,
    name: "Cikarang Dry Port",
    kind: "industrialEstate",
    province: JABAR,
    lat: -6.295,
    lng: 107.163,
  },
  {
    id: 506,
    name: "East Jakarta Industrial Park (EJIP)",
    kind: "industrialEstate",
    province: JABAR,
    lat: -6.337,
    lng: 107.146,
  },
  {
    id: 507,
    name: "Kawasan Berikat Nusantara (KBN) Cakung",
    kind: "industrialEstate",
    province: JKT,
    lat: -6.145,
    lng: 106.931,
  },
  { id: 508, name: "SIER Rungkut", kind: "industrialEstate", province: JATIM, lat: -7.324, lng: 112.756 },
  // bus terminals
  { id: 601, name: "Terminal Pulo Gebang", kind: "busTerminal", province: JKT, lat: -6.212, lng: 106.953 },
  {
    id: 602,
    name: "Terminal Kampung Rambutan",
    kind: "busTerminal",
    province: JKT,
    lat: -6.3095,
    lng: 106.882,
  },
];
