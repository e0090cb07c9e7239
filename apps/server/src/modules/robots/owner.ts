export { escapeLike, ownerOf, type Owner } from '../qa/owner.ts';
