// Moods of the captcha landscape (clear day, sunset, hazy morning, autumn); each is jittered per picture.

export type Color = readonly [number, number, number];

export type Palette = {
  skyTop: Color;
  skyHorizon: Color;
  sun: Color;
  cloud: Color;
  rock: Color;
  hill: Color;
  fields: readonly Color[];
  water: Color;
  tree: Color;
  snow: boolean;
};

export const PALETTES: readonly Palette[] = [
  {
    skyTop: [58, 118, 205],
    skyHorizon: [186, 218, 240],
    sun: [255, 248, 220],
    cloud: [250, 252, 255],
    rock: [92, 112, 140],
    hill: [62, 118, 64],
    fields: [
      [118, 168, 72],
      [156, 186, 84],
      [196, 180, 96],
      [92, 146, 70],
    ],
    water: [52, 110, 160],
    tree: [28, 78, 42],
    snow: true,
  },
  {
    skyTop: [54, 62, 128],
    skyHorizon: [246, 170, 112],
    sun: [255, 214, 140],
    cloud: [246, 190, 170],
    rock: [108, 84, 118],
    hill: [58, 62, 74],
    fields: [
      [122, 110, 70],
      [150, 120, 74],
      [104, 104, 66],
      [170, 140, 86],
    ],
    water: [96, 84, 124],
    tree: [30, 32, 44],
    snow: false,
  },
  {
    skyTop: [110, 156, 210],
    skyHorizon: [246, 218, 196],
    sun: [255, 244, 214],
    cloud: [255, 246, 240],
    rock: [120, 132, 162],
    hill: [84, 124, 96],
    fields: [
      [136, 174, 100],
      [170, 196, 116],
      [122, 160, 92],
      [206, 198, 132],
    ],
    water: [92, 136, 170],
    tree: [40, 88, 62],
    snow: true,
  },
  {
    skyTop: [76, 136, 200],
    skyHorizon: [204, 224, 236],
    sun: [255, 250, 230],
    cloud: [248, 250, 252],
    rock: [110, 108, 120],
    hill: [148, 96, 44],
    fields: [
      [206, 160, 64],
      [186, 120, 52],
      [214, 186, 96],
      [160, 132, 60],
    ],
    water: [60, 112, 150],
    tree: [150, 70, 32],
    snow: false,
  },
];
