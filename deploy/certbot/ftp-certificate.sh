#!/bin/sh
# certbot's deploy hook for the CRM's FTP over TLS (docs/deployment.md, step 9): copies the renewed
# certificate where ProFTPD, started by the site as the service user, may read it, then restarts the
# one process of the service that holds the FTP receiver (the instance whose /sante/pret says
# "ftp":"here"), so that its ProFTPD reads the new certificate; the other processes go on serving.
#
#   install -m 755 deploy/certbot/ftp-certificate.sh /etc/letsencrypt/renewal-hooks/deploy/rhone-leman-ftp
#   RENEWED_LINEAGE=/etc/letsencrypt/live/www.example.ch /etc/letsencrypt/renewal-hooks/deploy/rhone-leman-ftp
#
# Settings: INSTANCES (3001 3002), FTP_CERT_DIR (/etc/rhone-leman/ftp), SITE_GROUP (rhone-leman).
set -eu
: "${RENEWED_LINEAGE:?RENEWED_LINEAGE manquant (donné par certbot : /etc/letsencrypt/live/<nom>)}"
INSTANCES=${INSTANCES:-3001 3002}
FTP_CERT_DIR=${FTP_CERT_DIR:-/etc/rhone-leman/ftp}
SITE_GROUP=${SITE_GROUP:-rhone-leman}

install -m 640 -g "$SITE_GROUP" "$RENEWED_LINEAGE/fullchain.pem" "$RENEWED_LINEAGE/privkey.pem" "$FTP_CERT_DIR/"
holder=""
for port in $INSTANCES; do
  if curl --silent --max-time 5 "http://127.0.0.1:$port/sante/pret" | grep -Eq '"ftp": *"here"'; then
    holder=$port
    break
  fi
done
if [ -z "$holder" ]; then
  echo "certificat du FTP copié ; aucun processus ne reçoit le FTP : rien à redémarrer"
  exit 0
fi
systemctl restart "rhone-leman-site@$holder"
echo "certificat du FTP copié ; rhone-leman-site@$holder, qui reçoit le FTP, redémarré"
