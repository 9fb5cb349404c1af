import { constants } from '../../generated/constants';

/** Points a completed order earns: per whole 100 yen of its item price × quantity (the server credits them, pages show them). */
export const pointsEarned = (itemYen: number): number => Math.floor(itemYen / 100) * constants.points.earnPer100Yen;
