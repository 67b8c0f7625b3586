/** Route 53's XML answers as the API reference shows them (docs.aws.amazon.com/Route53/latest/APIReference). */
const ns = 'https://route53.amazonaws.com/doc/2013-04-01/';

export const route53ListByNameAnswer = `<?xml version="1.0" encoding="UTF-8"?>
<ListHostedZonesByNameResponse xmlns="${ns}">
   <HostedZones>
      <HostedZone>
         <Id>/hostedzone/Z2PRIVATE00001</Id>
         <Name>example.com.</Name>
         <CallerReference>2017-03-01T11:22:14Z</CallerReference>
         <Config><Comment>VPC only</Comment><PrivateZone>true</PrivateZone></Config>
         <ResourceRecordSetCount>3</ResourceRecordSetCount>
      </HostedZone>
      <HostedZone>
         <Id>/hostedzone/Z1D633PJN98FT9</Id>
         <Name>example.com.</Name>
         <CallerReference>2017-03-01T11:22:15Z</CallerReference>
         <Config><Comment>This is my first hosted zone.</Comment><PrivateZone>false</PrivateZone></Config>
         <ResourceRecordSetCount>17</ResourceRecordSetCount>
      </HostedZone>
   </HostedZones>
   <DNSName>example.com.</DNSName>
   <IsTruncated>false</IsTruncated>
   <MaxItems>100</MaxItems>
</ListHostedZonesByNameResponse>`;

export const route53GetHostedZoneAnswer = `<?xml version="1.0" encoding="UTF-8"?>
<GetHostedZoneResponse xmlns="${ns}">
   <HostedZone>
      <Id>/hostedzone/Z1D633PJN98FT9</Id>
      <Name>example.com.</Name>
      <CallerReference>2017-03-01T11:22:15Z</CallerReference>
      <Config><Comment>This is my first hosted zone.</Comment><PrivateZone>false</PrivateZone></Config>
      <ResourceRecordSetCount>17</ResourceRecordSetCount>
   </HostedZone>
   <DelegationSet>
      <NameServers>
         <NameServer>ns-2048.awsdns-64.com</NameServer>
         <NameServer>ns-2049.awsdns-65.net</NameServer>
         <NameServer>ns-2050.awsdns-66.org</NameServer>
         <NameServer>ns-2051.awsdns-67.co.uk</NameServer>
      </NameServers>
   </DelegationSet>
</GetHostedZoneResponse>`;

export const route53ChangeAnswer = `<?xml version="1.0" encoding="UTF-8"?>
<ChangeResourceRecordSetsResponse xmlns="${ns}">
   <ChangeInfo>
      <Comment>Web server for example.com</Comment>
      <Id>/change/C2682N5HXP0BZ4</Id>
      <Status>PENDING</Status>
      <SubmittedAt>2017-03-10T01:36:41.958Z</SubmittedAt>
   </ChangeInfo>
</ChangeResourceRecordSetsResponse>`;
