import './locales';
// The minerals of the water composition section (mg/l). The first four sit beside the glass, the
// last three in the row below.
export type Mineral = { name: string; value: string; note: string };

export const MINERALS: Mineral[] = [
  { name: 'Zero Sodium', value: '0', note: 'Kept to maintain blood pressure' },
  { name: 'Fluoride', value: '0.5', note: '0.5 mg needed per litre' },
  { name: 'Calcium', value: '350.8', note: 'A mineral the body needs every day' },
  { name: 'Magnesium', value: '14.5', note: 'A mineral the body needs every day' },
  { name: 'Nitrates', value: '2', note: 'Well within safe limits' },
  { name: 'Bicarbonates', value: '157', note: 'Gives a smooth, balanced taste' },
  { name: 'Sulphates', value: '5.6', note: 'Well within safe limits' },
];
