<?php
/**
 * `php install.php`: WordPress's own installer (wp_install()), without a browser, for the lane's fresh database.
 * Pretty permalinks, so rest_url() and the REST links name /wp-json/.
 */
define( 'WP_INSTALLING', true );
require __DIR__ . '/cli.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$pm_result = wp_install( 'Pro Membership', 'admin', 'admin@pro-membership.example', false, '', wp_generate_password( 24 ), 'en_US' );
if ( is_wp_error( $pm_result ) ) {
	fwrite( STDERR, 'wp_install: ' . $pm_result->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'home', WP_HOME );
update_option( 'siteurl', WP_SITEURL );
flush_rewrite_rules( false );
echo "installed\n";
