import { STORAGE_KEYS } from '@zari/contract';
import { useEffect, useState } from 'react';

/** Whole rupees planted in this tab, or 0. Session storage: it is this visit's choice, not the browser's. */
function readPlanted(): number {
  try {
    const rupees = Number(sessionStorage.getItem(STORAGE_KEYS.plantedDonation));
    return Number.isInteger(rupees) && rupees > 0 ? rupees : 0;
  } catch {
    return 0;
  }
}

function writePlanted(rupees: number) {
  try {
    if (rupees > 0) sessionStorage.setItem(STORAGE_KEYS.plantedDonation, String(rupees));
    else sessionStorage.removeItem(STORAGE_KEYS.plantedDonation);
  } catch {
    // Storage refused (private mode, full): the donation lasts as long as the bag screen does.
  }
}

/**
 * The bag's donation, kept while the shopper leaves the bag to sign in and comes back to checkout (the bag
 * screen unmounts on the way). An empty bag plants nothing: its donation goes with its last line.
 */
export function usePlantedDonation(bagEmpty: boolean): [number, (rupees: number) => void] {
  const [donation, setDonation] = useState(readPlanted);
  const plant = (rupees: number) => {
    setDonation(rupees);
    writePlanted(rupees);
  };
  useEffect(() => {
    if (!bagEmpty) return;
    setDonation(0);
    writePlanted(0);
  }, [bagEmpty]);
  return [donation, plant];
}
