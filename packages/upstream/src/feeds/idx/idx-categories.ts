import { PropertyCategory as C } from "@qualipool/swissrets-json";

/**
 * IDX object categories and types (homegate's "object category and type" sheet) as SwissRETS
 * categories. The site turns these into CASAXML codes (swissrets-vocabulary.ts); each IDX type
 * is given the SwissRETS category whose CASAXML code names the same thing (HOUSE 3
 * "Doppeleinfamilienhaus" → duplex-house → bifamiliar-house "Maison jumelée"). A type the table
 * lacks falls back to its category's general kind.
 */

type CategoryTable = { fallback: C; types: Readonly<Record<number, C>> };

const table: Readonly<Record<string, CategoryTable>> = {
  AGRI: {
    fallback: C.FarmHouse,
    // Landwirtschaftsbetrieb, Alpwirtschaft, Bauernhof: SwissRETS has no farm but the farm house.
    types: { 1: C.FarmHouse, 2: C.FarmHouse, 3: C.FarmHouse },
  },
  APPT: {
    fallback: C.Apartment,
    types: {
      1: C.Apartment,
      2: C.Maisonette, // Maisonette / Duplex
      3: C.AtticFlat, // Attikawohnung
      4: C.RoofFlat, // Dachwohnung
      5: C.OneRoomFlat, // Studio
      6: C.SingleRoom, // Einzelzimmer
      7: C.FurnishedFlat, // möbliertes Wohnobjekt
      8: C.SteppedFlat, // Terrassenwohnung
      9: C.GrannyFlat, // Einliegerwohnung
      10: C.Loft,
      11: C.RoofFlat, // Mansarde
    },
  },
  GARDEN: { fallback: C.AllotmentGarden, types: { 1: C.AllotmentGarden } },
  GASTRO: {
    fallback: C.Restaurant,
    types: {
      1: C.Hotel,
      2: C.Restaurant,
      3: C.Cafe,
      4: C.Bar,
      5: C.ClubDisco,
      6: C.Casino,
      7: C.MovieTheater,
      8: C.SquashBadminton,
      9: C.IndoorTennisCourt,
      10: C.TennisCourt,
      11: C.SportsHall,
      12: C.Campground,
      13: C.OutdoorSwimmingPool,
      14: C.IndoorSwimmingPool,
      15: C.GolfCourse,
      16: C.Motel,
      17: C.Pub,
    },
  },
  HOUSE: {
    fallback: C.DetachedHouse,
    types: {
      1: C.DetachedHouse, // Einfamilienhaus
      2: C.RowHouse, // Reihenfamilienhaus
      3: C.DuplexHouse, // Doppeleinfamilienhaus
      4: C.SteppedHouse, // Terrassenhaus
      5: C.Villa,
      6: C.FarmHouse, // Bauernhaus
      7: C.MultiplexHouse, // Mehrfamilienhaus
      9: C.EarthShelteredDwelling, // Höhlen- / Erdhaus
      10: C.Castle, // Schloss
      11: C.Stoeckli, // Stöckli
      12: C.Chalet,
      13: C.Rustico,
    },
  },
  INDUS: {
    fallback: C.CommercialSpace,
    types: {
      1: C.Office,
      2: C.RetailLocation, // Ladenfläche
      3: C.AdvertisingArea, // Werbefläche
      4: C.CommercialSpace, // Gewerbe
      5: C.StorageRoom, // Lager
      6: C.DoctorsOffice, // Praxis
      7: C.Kiosk,
      8: C.MarketGarden, // Gärtnerei
      9: C.FuelStation,
      10: C.CarRepairShop, // Autogarage
      11: C.CheeseFactory,
      12: C.Butcher,
      13: C.Bakery,
      14: C.Hairdresser,
      15: C.ShoppingCenter,
      16: C.Factory,
      17: C.IndustrialObject,
      18: C.Arcade,
      19: C.Atelier,
      20: C.ResidentialCommercialBuilding, // Wohn- / Geschäftshaus
      21: C.Library,
      22: C.Hospital,
      23: C.Laboratory,
      24: C.MiniGolfCourse,
      25: C.NursingHome,
      26: C.RidingHall,
      27: C.Sanatorium,
      28: C.Workshop,
      29: C.PartyRoom,
      30: C.Sauna,
      31: C.Solarium,
      32: C.CarpentryShop,
      33: C.RetirementHome, // Altersheim
      34: C.DepartmentStore, // Geschäftshaus
      35: C.Orphanage, // Heim ("Foyer")
      36: C.DisplayWindow,
      37: C.MultistoreyCarPark, // Parkhaus
      38: C.CarPark, // Parkfläche
    },
  },
  PARK: {
    fallback: C.ParkingSpace,
    types: {
      1: C.OpenParkingSpace,
      2: C.CoveredParkingSpace, // Unterstand
      3: C.SingleGarage,
      4: C.DoubleGarage,
      5: C.UndergroundParkingSpace, // Tiefgarage
      7: C.BoatDryDock,
      8: C.BoatLandingStage,
      9: C.CoveredMotorbikeParkingSpace,
      10: C.OpenMotorbikeParkingSpace,
      11: C.HorseBox,
      12: C.BoatMooring,
    },
  },
  PROP: {
    fallback: C.Plot,
    types: { 1: C.BuildingLot, 2: C.AgriculturalLot, 3: C.CommercialLot, 4: C.IndustrialLot },
  },
  SECONDARY: {
    fallback: C.StorageRoom,
    types: { 0: C.HobbyRoom, 1: C.CellarCompartment, 2: C.AtticCompartment },
  },
};

/** The IDX object categories, as the format writes them. */
export const IDX_CATEGORIES: readonly string[] = Object.keys(table);

/**
 * The SwissRETS category of an IDX category ("APPT", any case) and type ("3"), or undefined when
 * the category is none of the format's.
 */
export function idxCategory(category: string, type: string): C | undefined {
  const entry = table[category.trim().toUpperCase()];
  if (!entry) return undefined;
  const number = /^\d{1,3}$/.test(type.trim()) ? Number(type.trim()) : undefined;
  return (number !== undefined ? entry.types[number] : undefined) ?? entry.fallback;
}
