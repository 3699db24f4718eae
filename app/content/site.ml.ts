// Who the company is, in Malayalam: the twin of site.ts. Names, numbers, addresses of mail and web
// are the same in both languages (spread from the English); the words and the postal address are
// Malayalam.
import type { OfficeHours, Site } from "./schema";
import { site as siteEn } from "./site";

export const site: Site = {
  ...siteEn,
  tagline: "നിങ്ങളുടെ സ്വകാര്യത കൈവിടാതെ, സുതാര്യമായ IT സഹായം",
  blurb:
    "വീടുകൾക്കും സ്ഥാപനങ്ങൾക്കുമുള്ള തിരുവനന്തപുരത്തെ IT സേവന പങ്കാളി: കമ്പ്യൂട്ടറുകൾ, നെറ്റ്‌വർക്കുകൾ, CCTV, സ്മാർട്ട് സംവിധാനങ്ങൾ എന്നിവയ്ക്ക് 24x7 സഹായം, വാർഷിക മെയിന്റനൻസ് പ്ലാനുകൾ, സോഫ്റ്റ്‌വെയർ, ക്ലൗഡ്, SaaS ഡെവലപ്‌മെന്റ്.",
  address: {
    street: "രണ്ടാം നില, പല്ലവി ടവേഴ്സ്, കഴക്കൂട്ടം",
    locality: "ടെക്നോപാർക്ക് ഫേസ് I-ന് സമീപം",
    city: "തിരുവനന്തപുരം",
    region: "കേരളം",
    postalCode: "695582",
    country: "ഇന്ത്യ",
  },
};

export const contactOfficeHours: OfficeHours = [{ days: "തിങ്കൾ–വെള്ളി", hours: "രാവിലെ 9:00 – വൈകിട്ട് 6:00 IST" }];

export const careersOfficeHours: OfficeHours = [
  { days: "തിങ്കൾ–വെള്ളി", hours: "രാവിലെ 9:00 – വൈകിട്ട് 6:00" },
  { days: "ശനി", hours: "രാവിലെ 10:00 – ഉച്ചയ്ക്ക് 2:00" },
  { days: "ഞായർ", hours: "അവധി" },
];

export const fullAddress = [
  site.address.street,
  site.address.locality,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  site.address.country,
].join(", ");
