export { escapeLike, ownerOf, type Owner } from '../../../kernel/tenancy/owner.ts';
