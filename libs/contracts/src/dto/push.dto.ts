import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';
import { PlainText } from './value-rules.js';

/** The keys of a browser's PushSubscription (base64url, as PushSubscription.toJSON() gives them). */
export class PushSubscriptionKeysDto {
  @Matches(/^[A-Za-z0-9_-]{20,200}={0,2}$/, { message: 'keys.p256dh must be the subscription key (base64url)' })
  @IsString({ message: 'keys.p256dh must be the subscription key (base64url)' })
  @PlainText()
  p256dh!: string;

  @Matches(/^[A-Za-z0-9_-]{10,100}={0,2}$/, { message: 'keys.auth must be the subscription secret (base64url)' })
  @IsString({ message: 'keys.auth must be the subscription secret (base64url)' })
  @PlainText()
  auth!: string;
}

/** POST /api/push/subscriptions: a browser's PushSubscription.toJSON(). */
export class PushSubscriptionDto {
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  @IsUrl({ protocols: ['https'], require_protocol: true, require_tld: false }, { message: 'endpoint must be an https URL' })
  @PlainText()
  endpoint!: string;

  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  @IsObject({ message: 'keys must hold p256dh and auth' })
  @IsDefined({ message: 'keys must hold p256dh and auth' })
  keys!: PushSubscriptionKeysDto;
}

/** DELETE /api/push/subscriptions?endpoint= */
export class PushEndpointQueryDto {
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  @IsString({ message: 'endpoint is required' })
  @PlainText()
  endpoint!: string;
}
