import { icon } from './icon';

/** Material's Menu icon. */
export default icon('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z', 'Menu');
