/**
 * Test prose for the reading-quality gate (issue 7 §4): news, encyclopedia and product text
 * with numbers, currency, decimals, percentages, dates, times, abbreviations, URLs, e-mail
 * addresses, accented names and typographic quotes. `spoken` is how a careful reader says
 * the text; it is the reference the recogniser's transcript is scored against.
 */
export interface ReadingPassage {
  name: string;
  text: string;
  spoken: string;
}

export const READING_PASSAGES: ReadingPassage[] = [
  {
    name: 'news',
    text:
      'Shares of Westfield Energy rose 4.5% on Tuesday after the company reported revenue of $13.7 billion for the third quarter, ' +
      'up from $11.2 billion a year earlier. The firm’s chief executive, François Dubois, told analysts that demand in the U.S. ' +
      'and the UK had “never been stronger.” Mr. Dubois said the company would spend €2.5 million on a new research center near ' +
      'Lyon and hire 1,200 engineers by March 2027. It’s the company’s largest investment since 2014, when it paid £850 million ' +
      'for a rival. The plan was approved by the board on 3 November, and the first building should open at 9:30 a.m. on January ' +
      '15th. Details are published at westfield-energy.com, and questions can be sent to press@westfield.com.',
    spoken:
      'Shares of Westfield Energy rose four point five percent on Tuesday after the company reported revenue of thirteen point ' +
      'seven billion dollars for the third quarter, up from eleven point two billion dollars a year earlier. The firm’s chief ' +
      'executive, Francois Dubois, told analysts that demand in the U S and the U K had never been stronger. Mister Dubois said ' +
      'the company would spend two point five million euros on a new research center near Lyon and hire one thousand two hundred ' +
      'engineers by March twenty twenty seven. It’s the company’s largest investment since twenty fourteen, when it paid eight ' +
      'hundred fifty million pounds for a rival. The plan was approved by the board on the third of November, and the first ' +
      'building should open at nine thirty A.M. on January fifteenth. Details are published at westfield dash energy dot com, and ' +
      'questions can be sent to press at westfield dot com.',
  },
  {
    name: 'encyclopedia',
    text:
      'The Danube is the second-longest river in Europe, after the Volga. It flows for about 2,850 kilometers from the Black ' +
      'Forest in Germany to the Black Sea, passing through ten countries and four capital cities. Its basin covers roughly ' +
      '801,000 square kilometers and is home to some 83 million people. In the 19th century, engineers rebuilt large parts ' +
      'of the river to make it safer for boats, and by 1896 the “Iron Gates” gorge had been opened to traffic. The river’s ' +
      'average flow at its mouth is 6,500 cubic meters per second. Dr. Ana Müller, a scientist at the University of Vienna, ' +
      'estimates that 2/3 of its wetlands have been lost since the 1950s. Protected areas now cover 12.5% of the delta, which ' +
      'UNESCO added to its list of World Heritage Sites in 1991. More data is available at danube-river.org.',
    spoken:
      'The Danube is the second longest river in Europe, after the Volga. It flows for about two thousand eight hundred fifty ' +
      'kilometers from the Black Forest in Germany to the Black Sea, passing through ten countries and four capital cities. Its ' +
      'basin covers roughly eight hundred one thousand square kilometers and is home to some eighty three million people. In ' +
      'the nineteenth century, engineers rebuilt large parts of the river to make it safer for boats, and by eighteen ' +
      'ninety six the Iron Gates gorge had been opened to traffic. The river’s average flow at its mouth is six thousand five ' +
      'hundred cubic meters per second. Doctor Ana Muller, a scientist at the University of Vienna, estimates that two thirds ' +
      'of its wetlands have been lost since the nineteen fifties. Protected areas now cover twelve point five percent of the ' +
      'delta, which UNESCO added to its list of World Heritage Sites in nineteen ninety one. More data is available at danube ' +
      'dash river dot org.',
  },
  {
    name: 'product',
    text:
      'The new Orbit laptop weighs just 1.2 kg and costs $899.99 in the U.S. Its 14-inch screen is 30% brighter than last ' +
      'year’s model, and the battery lasts up to 18 hours. It charges to 50% in about 30 minutes over USB. The base model ' +
      'comes with 16 GB of memory and 512 GB of storage. Students and café owners who order before May 31st save 10%, and ' +
      'every laptop comes with a 2-year warranty. It’s available in silver, black and “forest green.” Orders placed before ' +
      '5:30 p.m. ship the same day. Questions? Email help@orbit-tech.com or visit orbit-tech.com for the full manual.',
    spoken:
      'The new Orbit laptop weighs just one point two kilograms and costs eight hundred ninety nine dollars and ninety nine ' +
      'cents in the U S. Its fourteen inch screen is thirty percent brighter than last year’s model, and the battery lasts up ' +
      'to eighteen hours. It charges to fifty percent in about thirty minutes over U S B. The base model comes with sixteen ' +
      'gigabytes of memory and five hundred twelve gigabytes of storage. Students and cafe owners who order before May ' +
      'thirty first save ten percent, and every laptop comes with a two year warranty. It’s available in silver, black and ' +
      'forest green. Orders placed before five thirty P.M. ship the same day. Questions? E mail help at orbit dash tech dot ' +
      'com or visit orbit dash tech dot com for the full manual.',
  },
];
